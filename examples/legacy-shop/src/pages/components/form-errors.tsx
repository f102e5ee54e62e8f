/** Messages for a re-shown form: one for the whole form, and per field name. */
export interface FormErrors {
  readonly form?: string | undefined;
  readonly fields?: Readonly<Record<string, string>>;
}

export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  );
}
