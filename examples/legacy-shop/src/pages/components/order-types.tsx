import { primaryButton, showOneClick, type ProductCard } from '@vitrina/core';
import type { PageContext } from '../context/page-context';
import { PAGE_URLS } from '../page-config';
import { widgetAttrs } from '../widget-attributes';
import { FastOrderForm } from './fast-order-form';
import { LoginForm } from './login-form';
import { postedValues, unshownPosted, type OrderFormName, type OrderSectionState } from './order-form-state';
import { RefusedOrderAlert } from './refused-order-alert';
import { WaitingOrder } from './waiting-order';

function BuyForm({ card, label }: { card: ProductCard; label: string }) {
  return (
    <form className="inline-form" method="post" action={PAGE_URLS.cart}>
      <input type="hidden" name="product_id" value={String(card.id)} />
      <button className="button button--primary" type="submit">
        {label}
      </button>
    </form>
  );
}

/**
 * How to order the product (docs/checkout.md#order-types): new customer, registered, login, fast order — an exclusive
 * accordion, so it works as tabs without script. A product that cannot be bought yet offers its
 * pre-order or reminder instead. `state` carries a refused post to show again, or a done one; a
 * refused post whose form is not shown here is told in an alert of the section.
 */
export function OrderTypes({ ctx, card, url, state = {} }: { ctx: PageContext; card: ProductCard; url: string; state?: OrderSectionState }) {
  const { t, viewer } = ctx;
  const primary = primaryButton(card.buttons);
  const fast = primary === 'buy' && showOneClick({ buttons: card.buttons, corporate: ctx.corporate, onComparePage: false });
  const shown: OrderFormName | undefined = primary === 'preorder' ? 'preorder' : primary === 'notify' ? 'reminder' : fast ? 'fast' : undefined;
  const refused = unshownPosted(state, shown);
  if (primary === null) {
    if (!refused) return null;
    return (
      <section id="order" className="section order-types" aria-labelledby="order-title">
        <h2 id="order-title" className="section-title">
          {t('pages.product.order')}
        </h2>
        <RefusedOrderAlert t={t} posted={refused} />
      </section>
    );
  }
  if (primary !== 'buy') return <WaitingOrder ctx={ctx} card={card} url={url} state={state} kind={primary} refused={refused} />;
  const postedFast = fast ? postedValues(state, 'fast') : undefined;
  return (
    <section id="order" className="section order-types" aria-labelledby="order-title" {...widgetAttrs('order-type', { productId: card.id, orderType: 'buy', oneClick: fast })}>
      <h2 id="order-title" className="section-title">
        {t('pages.product.order')}
      </h2>
      <RefusedOrderAlert t={t} posted={refused} />
      {/* One open at a time: a fast order shown again with its messages is the open one. */}
      <details className="order-type" name="order-type" open={postedFast === undefined}>
        <summary>{t('checkout.order_type.new_customer')}</summary>
        <p>{t('pages.product.order_new_customer_text')}</p>
        <BuyForm card={card} label={t('product.buy')} />
      </details>
      <details className="order-type" name="order-type">
        <summary>{t('checkout.order_type.registered')}</summary>
        <p>{t('pages.product.order_registered_text')}</p>
        {viewer ? (
          <BuyForm card={card} label={t('product.buy')} />
        ) : (
          <a className="button button--secondary" href={`/login?next=${encodeURIComponent(url)}`}>
            {t('header.login')}
          </a>
        )}
      </details>
      {!viewer && (
        <details className="order-type" name="order-type">
          <summary>{t('checkout.order_type.login')}</summary>
          <LoginForm t={t} idPrefix="order-login" next={url} />
        </details>
      )}
      {fast && <FastOrderForm ctx={ctx} card={card} posted={postedFast} />}
    </section>
  );
}
