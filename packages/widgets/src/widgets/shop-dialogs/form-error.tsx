/** A form's failure that is about no single field, already translated; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="vitrina-dialog__error" role="alert">
      {message}
    </p>
  );
}
