import { formatPhone } from '@vitrina/core';
import type { Translate } from '../i18n/translator';
import { Field } from './form-field';

export interface PhoneFieldProps {
  readonly id: string;
  readonly t: Translate;
  readonly name?: string;
  readonly value?: string | null | undefined;
  readonly required?: boolean;
  readonly error?: string | undefined;
}

/** A phone input with the shop's mask as its placeholder ('+38 ___ ___ __ __'). */
export function PhoneField({ id, t, name = 'phone', value, required = true, error }: PhoneFieldProps) {
  return (
    <Field
      id={id}
      label={t('forms.fields.phone')}
      name={name}
      type="tel"
      inputmode="tel"
      autocomplete="tel"
      placeholder={t('forms.placeholders.phone')}
      value={value ? formatPhone(value) : undefined}
      pattern="\+?[0-9 ]{10,19}"
      maxlength={20}
      required={required}
      error={error}
    />
  );
}
