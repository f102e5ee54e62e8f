import { loginFormSchema } from '@vitrina/core';
import { useId, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { FormAlert } from './form-alert';
import { FormShell } from './form-shell';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useShopFormFields } from './use-shop-form-fields';
import { useSignInForm } from './use-sign-in-form';

export interface LoginFormProps {
  readonly host: 'dialog' | 'island';
  readonly initialEmail?: string;
  /** After the session has started. */
  readonly onLoggedIn: () => void;
  /** Shows the recovery screen in place; without it, a link to the recovery page. */
  readonly onForgotPassword?: () => void;
  readonly recoveryHref?: string;
}

type LoginValues = { email: string; password: string };

/** Login by e-mail and password (spec §4); a refusal shows above the form, the typed e-mail stays. */
export function LoginForm({ host, initialEmail = '', onLoggedIn, onForgotPassword, recoveryHref = '/recovery' }: LoginFormProps) {
  const { services } = useVitrina();
  const { t } = useMessages();
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ email: initialEmail, password: '' });
  const form = useSignInForm({
    schema: loginFormSchema,
    fields: ['email', 'password'],
    send: async (checked) => {
      await services.auth.login(checked);
      onLoggedIn();
    },
  });
  useShopFormFields(host, form.rootRef, (fields) =>
    setValues((current) => ({ email: fields.text('email') ?? current.email, password: fields.text('password') ?? current.password })),
  );
  const change = (field: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  };

  return (
    <FormShell host={host} rootRef={form.rootRef} busy={form.busy} onSubmit={() => void form.submit(values)}>
      <FormAlert error={form.formError} />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={t('forms.fields.email')}
        autoComplete="username"
        placeholder={t('forms.placeholders.email')}
        maxLength={254}
        required
        value={values.email}
        onChange={change('email')}
        error={form.errors.email}
      />
      <TextField
        id={`${id}-password`}
        name="password"
        type="password"
        label={t('forms.fields.password')}
        autoComplete="current-password"
        maxLength={128}
        required
        value={values.password}
        onChange={change('password')}
        error={form.errors.password}
      />
      <div className="vitrina-form__actions">
        <SubmitButton busy={form.busy}>{t('forms.login.submit')}</SubmitButton>
        {onForgotPassword ? (
          <button className="vitrina-link-button" type="button" onClick={onForgotPassword}>
            {t('forms.login.forgot_password')}
          </button>
        ) : (
          <a href={recoveryHref}>{t('forms.login.forgot_password')}</a>
        )}
      </div>
    </FormShell>
  );
}
