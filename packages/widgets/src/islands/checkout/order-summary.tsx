import { cartProducts, lineQuantity, type Cart, type CartProduct, type CheckoutSummary } from '@vitrina/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';

/** A line's cost with its services, when the cart answer carries the prices. */
function lineTotal(line: CartProduct): number | null {
  const unit = line.final_price ?? line.price;
  if (unit === undefined) return null;
  const services = (line.service_products ?? []).reduce((sum, service) => sum + (service.final_price ?? service.price ?? 0) * service.choosed_quantity, 0);
  return unit * lineQuantity(line) + services;
}

/**
 * The order as the server will charge it: the lines, the goods, the promo code's discount, the
 * bonuses spent, the delivery (free from 1500 UAH, else the carrier's tariff on receipt) and the
 * total. The promo code and bonuses are changed on the cart page.
 */
export function OrderSummary({ cart, summary }: { readonly cart: Cart; readonly summary: CheckoutSummary }) {
  const { t } = useMessages();
  const { format, config } = useVitrina();
  const titleId = useId();
  const row = (label: string, value: string, modifier = '') => (
    <div className={`vitrina-checkout__row${modifier}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="vitrina-checkout__summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="vitrina-checkout__legend">
        {t('checkout.summary.title')}
      </h2>
      <ul className="vitrina-checkout__lines">
        {cartProducts(cart).map((line) => {
          const total = lineTotal(line);
          return (
            <li key={line.id} className="vitrina-checkout__line">
              <span>{t('checkout_form.line', { title: line.title ?? t('checkout_form.product', { id: line.id }), count: lineQuantity(line) })}</span>
              {total !== null && <span className="vitrina-checkout__line-price">{format.price(total)}</span>}
            </li>
          );
        })}
      </ul>
      <dl className="vitrina-checkout__totals">
        {row(t('checkout.summary.products'), format.price(summary.goods))}
        {summary.discount > 0 && row(t('checkout.summary.discount'), `−${format.price(summary.discount)}`)}
        {summary.bonuses > 0 && row(t('checkout.summary.bonuses'), `−${format.price(summary.bonuses)}`)}
        {row(t('checkout.summary.delivery'), summary.delivery.free ? t('checkout.delivery.free') : t('checkout.delivery.carrier_tariff'), ' vitrina-checkout__row--note')}
        {row(t('checkout.summary.total'), format.price(summary.total), ' vitrina-checkout__row--total')}
      </dl>
      {!summary.delivery.free && <p className="vitrina-form__hint">{t('checkout.delivery.free_from')}</p>}
      <p className="vitrina-form__hint">
        <a href={config.pages.cart}>{t('checkout_form.change_in_cart')}</a>
      </p>
    </section>
  );
}
