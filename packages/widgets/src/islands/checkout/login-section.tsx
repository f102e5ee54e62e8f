import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { LoginForm } from '../../ui/sign-in/login-form';

/**
 * A registered customer who is not signed in logs in right here, with the shop's login form; the
 * checkout then fills in their details from the session.
 */
export function LoginSection() {
  const { t } = useMessages();
  const titleId = useId();
  return (
    <section className="vitrina-checkout__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="vitrina-checkout__legend">
        {t('checkout.order_type.login')}
      </h2>
      <p className="vitrina-form__hint">{t('checkout_form.login_text')}</p>
      {/* The session's user fills the checkout in once the login is done (checkout-form.tsx). */}
      <LoginForm host="section" labelledBy={titleId} onLoggedIn={() => {}} />
    </section>
  );
}
