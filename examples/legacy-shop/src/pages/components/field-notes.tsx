/** The ids a field's `aria-describedby` names: its hint and its error, when it has them. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** The hint and the server's message under a field, with the ids `describedBy` names. */
export function FieldNotes({ id, hint, error }: { readonly id: string; readonly hint?: string | undefined; readonly error?: string | undefined }) {
  return (
    <>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}
