import { describedBy, FieldNotes } from '../field-notes';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly value: string;
  /** Shown as the only, empty option when there is nothing to choose. */
  readonly empty?: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
}

/** A labelled list with the server's message under it, like Field. */
export function SelectField({ id, name, label, options, value, empty, hint, error }: SelectFieldProps) {
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} aria-invalid={error ? 'true' : undefined} aria-describedby={describedBy(id, hint, error)}>
        {options.length === 0 && empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} selected={option.value === value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
