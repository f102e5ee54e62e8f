import { describedBy, FieldNotes } from './field-notes';

export interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly name: string;
  readonly type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'date';
  readonly autocomplete?: string;
  readonly required?: boolean;
  readonly placeholder?: string;
  readonly value?: string | null;
  readonly inputmode?: 'text' | 'numeric' | 'tel' | 'email';
  readonly pattern?: string;
  readonly minlength?: number;
  readonly maxlength?: number;
  readonly min?: number;
  readonly max?: number;
  readonly hint?: string | undefined;
  /** A message from the server's check of the posted form. */
  readonly error?: string | undefined;
}

/** A labelled input; required fields carry an asterisk for the eye and `required` for the rest. */
export function Field(props: FieldProps) {
  const { id, label, hint, error, type = 'text', required = false, value, ...rest } = props;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        type={type}
        required={required}
        value={value ?? undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
