import IMask, { type InputMask } from 'imask';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { messageText } from './message-text';
import { PHONE_MASK_OPTIONS } from './phone-mask';

export interface PhoneFieldProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
}

/**
 * The phone, typed into the mask '+38 ### ### ## ##'. imask owns the input's text, so the input
 * is uncontrolled; the masked text reaches the form through `onChange`.
 */
export function PhoneField({ id, value, onChange, error }: PhoneFieldProps) {
  const { t } = useMessages();
  const inputRef = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask<typeof PHONE_MASK_OPTIONS> | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const mask = IMask(input, PHONE_MASK_OPTIONS);
    maskRef.current = mask;
    mask.on('accept', () => onChangeRef.current(mask.value));
    return () => {
      maskRef.current = null;
      mask.destroy();
    };
  }, []);

  // A value set from outside (a reset) reaches the mask; the mask's own changes are equal already.
  useEffect(() => {
    const mask = maskRef.current;
    if (mask && mask.value !== value) mask.value = value;
  }, [value]);

  const errorId = `${id}-error`;
  return (
    <div className={error ? 'vitrina-field vitrina-field--invalid' : 'vitrina-field'}>
      <label className="vitrina-field__label" htmlFor={id}>
        {t('forms.fields.phone')}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        ref={inputRef}
        className="vitrina-field__input"
        id={id}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('forms.placeholders.phone')}
        defaultValue={value}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p className="vitrina-field__error" id={errorId}>
          {messageText(t, error)}
        </p>
      )}
    </div>
  );
}
