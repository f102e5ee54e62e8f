import IMask from 'imask';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { TextField } from './text-field';

/** The shop's phone mask (spec §5): '+38 ### ### ## ##', the '+38 ' prefix typed in for the shopper. */
export const PHONE_MASK = '+{38} 000 000 00 00';

interface PhoneFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | null | undefined;
  readonly name?: string;
}

/**
 * The phone input with the shop's mask. The mask owns the input's text, so the field is
 * uncontrolled: `value` is only its starting text, and every accepted change is reported.
 */
export function PhoneField({ value, onChange, error, name = 'phone' }: PhoneFieldProps) {
  const { t } = useMessages();
  const inputRef = useRef<HTMLInputElement>(null);
  const initial = useRef(value);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const mask = IMask(input, { mask: PHONE_MASK });
    if (initial.current !== '') mask.value = initial.current;
    mask.on('accept', () => report.current(mask.value));
    return () => mask.destroy();
  }, []);

  return (
    <TextField
      inputRef={inputRef}
      label={t('forms.fields.phone')}
      name={name}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder={t('forms.placeholders.phone')}
      defaultValue={value}
      required
      error={error}
    />
  );
}
