import IMask, { type InputMask } from 'imask';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { TextField } from './text-field';

/** The shop's phone mask (docs/accounts.md#form-rules): '+38 ' typed in for the shopper, then the ten digits of a Ukrainian number. */
export const PHONE_MASK_OPTIONS = { mask: '+{38} 000 000 00 00' } as const;

export interface PhoneFieldProps {
  /** The input's id; one of its own when not given. */
  readonly id?: string | undefined;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The message under the field, already translated. */
  readonly error?: string | null | undefined;
  readonly name?: string;
  /** The label; the shop's "Телефон" when not given. */
  readonly label?: string;
}

/**
 * The phone, typed into the mask '+38 ### ### ## ##'. imask owns the input's text, so the input
 * is uncontrolled; every accepted change reaches the form through `onChange`, and a value set
 * from outside (a reset, a filled-in profile) reaches the mask.
 */
export function PhoneField({ id, value, onChange, error, name = 'phone', label }: PhoneFieldProps) {
  const { t } = useMessages();
  const inputRef = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask<typeof PHONE_MASK_OPTIONS> | null>(null);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
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

  // The mask's own changes are equal already. A layout effect: it runs as the render that brought
  // `value` commits, before the next key is typed. A passive effect may run later (Preact runs them
  // after the next paint), after more keys, and would set the mask back to an older text, whose
  // change would come back as `value` again, over and over.
  useLayoutEffect(() => {
    const mask = maskRef.current;
    if (mask && mask.value !== value) mask.value = value;
  }, [value]);

  return (
    <TextField
      id={id}
      inputRef={inputRef}
      label={label ?? t('forms.fields.phone')}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('forms.placeholders.phone')}
      defaultValue={value}
      required
      error={error}
    />
  );
}
