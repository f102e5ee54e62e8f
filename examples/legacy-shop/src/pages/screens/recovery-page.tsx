import { EmailField } from '../components/account-fields';
import { AccountShell } from '../components/account-shell';
import { FormAlert, type FormErrors } from '../components/form-errors';
import type { PageContext } from '../context/page-context';
import { widgetAttrs } from '../widget-attributes';

/** Asks for the e-mail to send a reset link to; after posting, says the link is on its way. */
export function RecoveryPage({ ctx, sentTo, errors = {} }: { ctx: PageContext; sentTo?: string | undefined; errors?: FormErrors }) {
  const { t } = ctx;
  return (
    <AccountShell ctx={ctx} page="recovery" title={t('forms.recovery.title')}>
      {sentTo ? (
        <p className="notice notice--success" role="status">
          {t('forms.recovery.sent', { email: sentTo })}
        </p>
      ) : (
        <form className="form" method="post" action="/recovery" {...widgetAttrs('recovery-form')}>
          <FormAlert message={errors.form} />
          <p>{t('forms.recovery.text')}</p>
          <EmailField id="recovery-email" t={t} autocomplete="email" error={errors.fields?.email} />
          <button className="button button--primary button--wide" type="submit">
            {t('forms.recovery.submit')}
          </button>
        </form>
      )}
      <p className="account-switch">
        <a href="/login">{t('forms.recovery.back')}</a>
      </p>
    </AccountShell>
  );
}
