import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  readonly label: string;
  /** The message under the field, already translated; the field is marked invalid while it shows. */
  readonly error?: string | null | undefined;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its validation message tied to it (aria-describedby). */
export function TextField({ label, error, inputRef, required, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="vitrina-field">
      <label className="vitrina-field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="vitrina-field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="vitrina-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
