import { formatPrice, type Lang } from '@vitrina/core';
import type { CartView } from '../../../cart/load-cart';
import { CHECKOUT_FIELDS as F, fieldId, withoutGiftField } from '../../checkout/checkout-fields';
import type { CheckoutFormState } from '../../checkout/checkout-state';
import type { Translate } from '../../i18n/translator';
import { CartSummary } from '../cart-summary';

export interface CheckoutAsideProps {
  readonly t: Translate;
  readonly lang: Lang;
  /** The cart priced with the form's promo code and bonuses (checkoutView). */
  readonly view: CartView;
  readonly form: CheckoutFormState;
  readonly delivery: string;
}

/**
 * The order summary: each line with its gift, a refusal about it ('lines.{id}') and, when its
 * gifts have run out, the box to buy it without; the totals; the consent and the submit button.
 */
export function CheckoutAside({ t, lang, view, form, delivery }: CheckoutAsideProps) {
  const consentError = form.errors[F.privacyConsent];
  return (
    <aside className="checkout-aside" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="subsection-title">
        {t('checkout.summary.title')}
      </h2>
      <ul className="checkout-lines">
        {view.lines.map((line) => {
          const error = form.errors[`lines.${line.productId}`];
          const box = withoutGiftField(line.productId);
          return (
            <li key={line.productId} id={fieldId(`lines.${line.productId}`)}>
              <span>
                {line.title} × {line.quantity}
                {line.gift && <span className="hint"> · {t('pages.cart.with_gift', { title: line.gift.title })}</span>}
                {error && <span className="field-error">{error}</span>}
                {line.giftsRunOut && (
                  <label className="choice">
                    <input type="checkbox" name={box} value="1" checked={form.values[box] === '1'} />
                    {t('pages.checkout.without_gift')}
                  </label>
                )}
              </span>
              <span className="checkout-line-price">{formatPrice(line.total, lang)}</span>
            </li>
          );
        })}
      </ul>
      <CartSummary view={view} lang={lang} t={t} delivery={delivery} />
      <label className={consentError ? 'choice consent has-error' : 'choice consent'} id={fieldId(F.privacyConsent)}>
        <input type="checkbox" name={F.privacyConsent} value="1" required checked={form.values[F.privacyConsent] === '1'} />
        {t('forms.fields.privacy_consent')}
      </label>
      {consentError && <p className="field-error">{consentError}</p>}
      <button className="button button--primary button--wide" type="submit" name={F.action} value="order">
        {t('checkout.submit')}
      </button>
      <p className="hint">{t('checkout.agreement')}</p>
    </aside>
  );
}
