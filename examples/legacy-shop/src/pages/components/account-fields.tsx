import { PASSWORD_MAX, PASSWORD_MIN } from '@vitrina/core';
import type { Translate } from '../i18n/translator';
import { Field } from './form-field';

interface AccountFieldProps {
  readonly id: string;
  readonly t: Translate;
  readonly error: string | undefined;
}

/** The e-mail field of the login, registration and recovery forms. */
export function EmailField({ id, t, autocomplete, value, error }: AccountFieldProps & { autocomplete: 'username' | 'email'; value?: string | undefined }) {
  return (
    <Field
      id={id}
      label={t('forms.fields.email')}
      name="email"
      type="email"
      autocomplete={autocomplete}
      placeholder={t('forms.placeholders.email')}
      value={value}
      required
      maxlength={254}
      error={error}
    />
  );
}

/** A new password (registration, password reset), its length rule as the hint. */
export function NewPasswordField({ id, t, error }: AccountFieldProps) {
  return (
    <Field
      id={id}
      label={t('forms.fields.password')}
      name="password"
      type="password"
      autocomplete="new-password"
      required
      minlength={PASSWORD_MIN}
      maxlength={PASSWORD_MAX}
      hint={t('validation.password_too_short')}
      error={error}
    />
  );
}
