import type { InputHTMLAttributes } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { messageText } from './message-text';

export interface TextFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** A message key shown under the field. */
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly required?: boolean;
  readonly type?: 'text' | 'email' | 'password';
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly maxLength?: number;
  readonly inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({ id, name, label, value, onChange, error, hint, required = false, type = 'text', ...rest }: TextFieldProps) {
  const { t } = useMessages();
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
        className="vitrina-field__input"
        id={id}
        name={name}
        type={type}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      {hint && (
        <p className="vitrina-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="vitrina-field__error" id={errorId}>
          {messageText(t, error)}
        </p>
      )}
    </div>
  );
}
