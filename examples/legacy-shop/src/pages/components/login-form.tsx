import type { Translate } from '../i18n/translator';
import { widgetAttrs } from '../widget-attributes';
import { FormAlert, type FormErrors } from './form-errors';
import { EmailField } from './account-fields';
import { Field } from './form-field';

export interface LoginFormProps {
  readonly t: Translate;
  readonly idPrefix: string;
  /** Where to go after logging in (a local path). */
  readonly next: string;
  readonly email?: string | undefined;
  readonly errors?: FormErrors;
}

/** The login form (e-mail and password); the login-form widget submits it through the SDK instead. */
export function LoginForm({ t, idPrefix, next, email, errors = {} }: LoginFormProps) {
  return (
    <form className="form" method="post" action="/login" {...widgetAttrs('login-form', { next })}>
      <FormAlert message={errors.form} />
      <input type="hidden" name="next" value={next} />
      <EmailField id={`${idPrefix}-email`} t={t} autocomplete="username" value={email} error={errors.fields?.email} />
      <Field
        id={`${idPrefix}-password`}
        label={t('forms.fields.password')}
        name="password"
        type="password"
        autocomplete="current-password"
        required
        maxlength={128}
        error={errors.fields?.password}
      />
      <div className="form-actions">
        <button className="button button--primary" type="submit">
          {t('forms.login.submit')}
        </button>
        <a href="/recovery">{t('forms.login.forgot_password')}</a>
      </div>
    </form>
  );
}
