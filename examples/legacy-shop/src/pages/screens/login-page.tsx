import { AccountShell } from '../components/account-shell';
import type { FormErrors } from '../components/form-errors';
import { LoginForm } from '../components/login-form';
import type { PageContext } from '../context/page-context';
import { widgetAttrs } from '../widget-attributes';

export interface LoginPageProps {
  readonly ctx: PageContext;
  readonly next: string;
  readonly email?: string | undefined;
  readonly errors?: FormErrors;
  /** Shown after a password reset. */
  readonly notice?: string | undefined;
}

export function LoginPage({ ctx, next, email, errors, notice }: LoginPageProps) {
  const { t } = ctx;
  return (
    <AccountShell ctx={ctx} page="login" title={t('forms.login.title')}>
      {notice && (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      )}
      {next !== '/' && <p className="hint">{t('pages.forms.next_hint')}</p>}
      <LoginForm t={t} idPrefix="login" next={next} email={email} errors={errors} />
      <div className="social-login" {...widgetAttrs('social-login', { next })} />
      <p className="account-switch">
        {t('forms.login.no_account')} <a href={`/registration${next !== '/' ? `?next=${encodeURIComponent(next)}` : ''}`}>{t('forms.login.register')}</a>
      </p>
    </AccountShell>
  );
}
