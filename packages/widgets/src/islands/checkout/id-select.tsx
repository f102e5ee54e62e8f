/** One choice of a required list whose values are positive ids. */
export interface IdOption {
  readonly id: number;
  readonly label: string;
}

interface IdSelectProps {
  readonly id: string;
  readonly name: string;
  readonly value: number | null;
  readonly onChange: (id: number | null) => void;
  readonly error: string | undefined;
  /** The empty first option: what to do, or why there is nothing to choose. */
  readonly prompt: string;
  readonly options: readonly IdOption[];
}

/** A required `<select>` of ids (a branch, a shop) with its error under it; the caller gives the label. */
export function IdSelect({ id, name, value, onChange, error, prompt, options }: IdSelectProps) {
  return (
    <>
      <select
        id={id}
        className="vitrina-field__input"
        name={name}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="vitrina-field__error">
          {error}
        </p>
      )}
    </>
  );
}
