import { useSignals } from '@preact/signals-react/runtime';
import { formatPrice, type PromoCode } from '@vitrina/core';
import { useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { CodeForm } from './code-form';
import { useKeptFocus } from './use-kept-focus';

/**
 * The promo code and the referral code (docs/checkout.md#promo-and-referral-codes): a cart takes
 * one of them. A referral code is for logged-in shoppers: a guest is asked to log in. The focus
 * stays in the codes when the form that had it gives way to the applied code, or back.
 */
export function CartCodes({ applied }: { readonly applied: PromoCode | null | undefined }) {
  useSignals();
  const { t } = useMessages();
  const { state, services } = useVitrina();
  const promoId = useId();
  const referralId = useId();

  const box = useKeptFocus(applied?.kind ?? null);
  return (
    <div ref={box} className="vitrina-cart-codes">
      {applied ? (
        <section className="vitrina-cart-box" aria-labelledby={promoId}>
          <h3 id={promoId}>{t(applied.kind === 'referral' ? 'forms.fields.referral_code' : 'forms.fields.promo_code')}</h3>
          <AppliedCode code={applied} />
        </section>
      ) : (
        <>
          <section className="vitrina-cart-box" aria-labelledby={promoId}>
            <h3 id={promoId}>{t('forms.fields.promo_code')}</h3>
            <CodeForm kind="promo" />
          </section>
          <section className="vitrina-cart-box" aria-labelledby={referralId}>
            <h3 id={referralId}>{t('forms.fields.referral_code')}</h3>
            {state.isLoggedIn.value ? (
              <CodeForm kind="referral" />
            ) : (
              <p>
                {t('errors.referral_needs_login')}{' '}
                <button type="button" className="vitrina-link-button" onClick={() => services.ui.openModal('login')}>
                  {t('header.login')}
                </button>
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** The code the cart holds, its discount, and its removal; a removal the server refuses is told. */
function AppliedCode({ code }: { readonly code: PromoCode }) {
  const { t, lang } = useMessages();
  const { services } = useVitrina();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);
  const referral = code.kind === 'referral';

  const remove = () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailed(false);
    services.cart
      .removePromoCode()
      .catch(() => setFailed(true))
      .finally(() => {
        sending.current = false;
        setBusy(false);
      });
  };
  return (
    <div className="vitrina-cart-form">
      <p className="vitrina-cart-box__applied">
        {t(referral ? 'cart_page.referral_applied' : 'cart_page.promo_applied', { code: code.code })}
        {code.discount > 0 && ` (−${formatPrice(code.discount, lang)})`}
      </p>
      <button type="button" className="vitrina-link-button" aria-busy={busy} onClick={remove}>
        {t(referral ? 'cart_page.referral_remove' : 'modals.promo_code.remove')}
      </button>
      {failed && (
        <p className="vitrina-field__error" role="alert">
          {t('errors.promo_code_remove_failed')}
        </p>
      )}
    </div>
  );
}
