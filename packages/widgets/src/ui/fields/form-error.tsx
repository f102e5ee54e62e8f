/**
 * A form's failure that is about no single field, already translated, read out when it appears;
 * nothing when there is none. `focusable`: the form moves focus to it after a failed submit.
 */
export function FormError({ message, focusable = false }: { readonly message: string | null; readonly focusable?: boolean }) {
  if (!message) return null;
  return (
    <p className="vitrina-dialog__error" role="alert" tabIndex={focusable ? -1 : undefined}>
      {message}
    </p>
  );
}
