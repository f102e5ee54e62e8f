import { NewPasswordField } from '../components/account-fields';
import { AccountShell } from '../components/account-shell';
import { FormAlert, type FormErrors } from '../components/form-errors';
import type { PageContext } from '../context/page-context';

/** The page a recovery e-mail links to: a new password for the link's account. */
export function PasswordResetPage({ ctx, token, errors = {} }: { ctx: PageContext; token: string; errors?: FormErrors }) {
  const { t } = ctx;
  return (
    <AccountShell ctx={ctx} page="recovery" title={t('forms.recovery.title')}>
      <form className="form" method="post" action="/password-reset">
        <FormAlert message={errors.form} />
        <input type="hidden" name="token" value={token} />
        <NewPasswordField id="reset-password" t={t} error={errors.fields?.password} />
        <button className="button button--primary button--wide" type="submit">
          {t('general.save')}
        </button>
      </form>
      <p className="account-switch">
        <a href="/recovery">{t('forms.recovery.title')}</a>
      </p>
    </AccountShell>
  );
}
