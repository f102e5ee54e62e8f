import { loginFormSchema } from '@vitrina/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { EmailField } from '../fields/email-field';
import { FormError } from '../fields/form-error';
import { useForm } from '../forms/use-form';
import { PasswordField } from './password-field';
import { FormShell, type FormHost } from './form-shell';
import { SubmitButton } from './submit-button';

export interface LoginFormProps {
  readonly host: FormHost;
  /** Names the form (a 'section' of another form). */
  readonly labelledBy?: string;
  readonly initialEmail?: string;
  /** After the session has started. */
  readonly onLoggedIn: () => void;
  /** Shows the recovery screen in place; without it, a link to the recovery page. */
  readonly onForgotPassword?: () => void;
  readonly recoveryHref?: string;
}

type LoginValues = { email: string; password: string };

/** Login by e-mail and password (docs/accounts.md#login); a refusal shows above the form, the typed e-mail stays. */
export function LoginForm({ host, labelledBy, initialEmail = '', onLoggedIn, onForgotPassword, recoveryHref = '/recovery' }: LoginFormProps) {
  const { services } = useVitrina();
  const { t } = useMessages();
  const id = useId();
  const form = useForm({
    initial: { email: initialEmail, password: '' } satisfies LoginValues,
    schema: loginFormSchema,
    fields: ['email', 'password'],
    send: async (checked) => {
      await services.auth.login(checked);
      onLoggedIn();
    },
    takeOver: {
      host: host === 'island' ? 'island' : 'dialog',
      values: (page, current) => ({ email: page.text('email') ?? current.email, password: page.text('password') ?? current.password }),
    },
  });

  return (
    <FormShell host={host} labelledBy={labelledBy} rootRef={form.rootRef} busy={form.busy} onSubmit={() => void form.submit()}>
      <FormError message={form.formError} focusable />
      <EmailField id={`${id}-email`} autoComplete="username" maxLength={254} required {...form.field('email')} />
      <PasswordField id={`${id}-password`} autoComplete="current-password" {...form.field('password')} />
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
