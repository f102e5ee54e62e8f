import { useId } from 'react';

export interface CommentFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  /** Characters the field takes at most; without it the form's rules alone refuse a longer one. */
  readonly maxLength?: number;
}

/** A form's free-text comment (`name="comment"`): three rows, its error under it. */
export function CommentField({ label, value, onChange, error, maxLength }: CommentFieldProps) {
  const id = useId();
  return (
    <div className={error ? 'vitrina-field vitrina-field--invalid' : 'vitrina-field'}>
      <label className="vitrina-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="vitrina-field__input"
        name="comment"
        rows={3}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="vitrina-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
