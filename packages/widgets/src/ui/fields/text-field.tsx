import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'aria-required'> {
  /** The input's id; one of its own when not given. */
  readonly id?: string | undefined;
  readonly label: string;
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  /** The message under the field, already translated; the field is marked invalid while it shows. */
  readonly error?: string | null | undefined;
  readonly hint?: string | undefined;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose error and hint are tied to it (aria-invalid, aria-describedby). */
export function TextField({ id: givenId, label, onChange, error, hint, inputRef, required = false, type = 'text', ...input }: TextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'vitrina-field vitrina-field--invalid' : 'vitrina-field'}>
      <label className="vitrina-field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        ref={inputRef}
        className="vitrina-field__input"
        id={id}
        type={type}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={onChange && ((event) => onChange(event.target.value))}
        {...input}
      />
      {hint && (
        <p className="vitrina-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="vitrina-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
