import { EmailField, NewPasswordField } from '../components/account-fields';
import { AccountShell } from '../components/account-shell';
import { FormAlert, type FormErrors } from '../components/form-errors';
import { Field } from '../components/form-field';
import { PhoneField } from '../components/phone-field';
import type { PageContext } from '../context/page-context';
import { widgetAttrs } from '../widget-attributes';

export interface RegistrationValues {
  readonly first_name?: string;
  readonly last_name?: string;
  readonly email?: string;
  readonly phone?: string;
}

export interface RegistrationPageProps {
  readonly ctx: PageContext;
  readonly next: string;
  readonly values?: RegistrationValues;
  readonly errors?: FormErrors;
}

export function RegistrationPage({ ctx, next, values = {}, errors = {} }: RegistrationPageProps) {
  const { t } = ctx;
  const fieldError = (name: string) => errors.fields?.[name];
  return (
    <AccountShell ctx={ctx} page="registration" title={t('forms.registration.title')}>
      <form className="form" method="post" action="/registration" {...widgetAttrs('registration-form', { next })}>
        <FormAlert message={errors.form} />
        <p className="hint">{t('general.required_fields')}</p>
        <input type="hidden" name="next" value={next} />
        <Field id="registration-first-name" label={t('forms.fields.first_name')} name="first_name" autocomplete="given-name" value={values.first_name} required maxlength={50} error={fieldError('first_name')} />
        <Field id="registration-last-name" label={t('forms.fields.last_name')} name="last_name" autocomplete="family-name" value={values.last_name} maxlength={50} error={fieldError('last_name')} />
        <PhoneField id="registration-phone" t={t} value={values.phone} error={fieldError('phone')} />
        <EmailField id="registration-email" t={t} autocomplete="email" value={values.email} error={fieldError('email')} />
        <NewPasswordField id="registration-password" t={t} error={fieldError('password')} />
        <div className={fieldError('privacy_policy') ? 'field has-error' : 'field'}>
          <label className="choice">
            <input type="checkbox" name="privacy_policy" value="1" required aria-describedby={fieldError('privacy_policy') ? 'registration-privacy-error' : undefined} />
            {t('forms.fields.privacy_consent')}
          </label>
          {fieldError('privacy_policy') && (
            <p className="field-error" id="registration-privacy-error">
              {fieldError('privacy_policy')}
            </p>
          )}
        </div>
        <button className="button button--primary button--wide" type="submit">
          {t('forms.registration.submit')}
        </button>
      </form>
      <p className="account-switch">
        {t('forms.registration.have_account')} <a href={`/login${next !== '/' ? `?next=${encodeURIComponent(next)}` : ''}`}>{t('forms.registration.login')}</a>
      </p>
    </AccountShell>
  );
}
