import { formatPrice, type Lang } from '@vitrina/core';
import type { CartView } from '../../cart/load-cart';
import type { Translate } from '../i18n/translator';

/** Goods, promo discount, bonuses and the total of a cart. */
export function CartSummary({ view, lang, t, delivery }: { view: CartView; lang: Lang; t: Translate; delivery?: string }) {
  const { totals } = view;
  return (
    <dl className="summary">
      <div>
        <dt>{t('checkout.summary.products')}</dt>
        <dd>{formatPrice(totals.goods, lang)}</dd>
      </div>
      {view.promo && totals.promoDiscount > 0 && (
        <div>
          <dt>{t('pages.cart.promo_code', { code: view.promo.code })}</dt>
          <dd>−{formatPrice(totals.promoDiscount, lang)}</dd>
        </div>
      )}
      {totals.bonuses > 0 && (
        <div>
          <dt>{t('checkout.summary.bonuses')}</dt>
          <dd>−{formatPrice(totals.bonuses, lang)}</dd>
        </div>
      )}
      {delivery && (
        <div>
          <dt>{t('checkout.summary.delivery')}</dt>
          <dd>{delivery}</dd>
        </div>
      )}
      <div className="summary-total">
        <dt>{t('checkout.summary.total')}</dt>
        <dd>{formatPrice(totals.total, lang)}</dd>
      </div>
    </dl>
  );
}
