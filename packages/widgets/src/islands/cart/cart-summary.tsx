import { deliveryCost, formatPrice, type Cart } from '@vitrina/core';
import type { MouseEvent } from 'react';
import { useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { navigation } from '../../runtime/navigation';
import { useVitrina } from '../../vitrina-context';
import { goodsOf, totalOf } from './cart-view';

/**
 * Goods, the code's discount, bonuses, delivery and the total, as the server counted them; free
 * delivery from FREE_DELIVERY_FROM UAH of the total (the core's `deliveryCost`, as the checkout
 * counts it), else how much more makes it free; and the way to the checkout.
 */
export function CartSummary({ cart, checkoutUrl }: { readonly cart: Cart; readonly checkoutUrl: string }) {
  const { t, lang } = useMessages();
  const goods = goodsOf(cart);
  const total = totalOf(cart);
  const discount = cart.promocode?.discount ?? 0;
  const bonuses = cart.bonuses ?? 0;
  const delivery = total === undefined ? undefined : deliveryCost(total);
  const price = (amount: number) => formatPrice(amount, lang);
  return (
    <>
      <dl className="vitrina-cart-summary">
        {goods !== undefined && <Row term={t('checkout.summary.products')} value={price(goods)} />}
        {discount > 0 && <Row term={t('checkout.summary.discount')} value={`−${price(discount)}`} />}
        {bonuses > 0 && <Row term={t('checkout.summary.bonuses')} value={`−${price(bonuses)}`} />}
        {delivery && <Row term={t('checkout.summary.delivery')} value={t(delivery.free ? 'checkout.delivery.free' : 'checkout.delivery.carrier_tariff')} />}
        {total !== undefined && <Row term={t('checkout.summary.total')} value={price(total)} total />}
      </dl>
      {delivery && (
        <p className={delivery.free ? 'vitrina-cart-delivery vitrina-cart-delivery--free' : 'vitrina-cart-delivery'}>
          {delivery.free ? t('cart_page.free_delivery') : t('cart_page.free_delivery_missing', { amount: delivery.missingForFree })}
        </p>
      )}
      <CheckoutLink href={checkoutUrl} />
    </>
  );
}

function Row({ term, value, total = false }: { readonly term: string; readonly value: string; readonly total?: boolean }) {
  return (
    <div className={total ? 'vitrina-cart-summary__row vitrina-cart-summary__row--total' : 'vitrina-cart-summary__row'}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The checkout link waits for the changes still on their way, so the checkout shows the cart the shopper made. */
function CheckoutLink({ href }: { readonly href: string }) {
  const { t } = useMessages();
  const { services } = useVitrina();
  const [waiting, setWaiting] = useState(false);
  const leaving = useRef(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (leaving.current) return;
    leaving.current = true;
    setWaiting(true);
    void services.cart.whenIdle().then(() => navigation.assign(href));
  };
  return (
    <a className="vitrina-button vitrina-button--primary vitrina-cart-summary__checkout" href={href} aria-busy={waiting} onClick={onClick}>
      {t('cart.checkout')}
    </a>
  );
}
