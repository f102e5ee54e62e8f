import { primaryButton, showOneClick, type ProductCard } from '@vitrina/core';
import type { PageContext } from '../context/page-context';
import { API_BASES, PAGE_URLS } from '../page-config';
import { widgetAttrs } from '../widget-attributes';
import { Field } from './form-field';
import { LoginForm } from './login-form';
import { PhoneField } from './phone-field';

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
 * How to order the product (spec §2): new customer, registered, login, fast order — an exclusive
 * accordion, so it works as tabs without script. A product that cannot be bought yet offers its
 * pre-order or reminder instead.
 */
export function OrderTypes({ ctx, card, url }: { ctx: PageContext; card: ProductCard; url: string }) {
  const { t, viewer } = ctx;
  const primary = primaryButton(card.buttons);
  if (primary === null) return null;
  if (primary !== 'buy') {
    const isPreorder = primary === 'preorder';
    return (
      <section id="order" className="section order-types" aria-labelledby="order-title" {...widgetAttrs('order-type', { productId: card.id, orderType: primary })}>
        <h2 id="order-title" className="section-title">
          {isPreorder ? t('modals.pre_order.title') : t('modals.remind.title')}
        </h2>
        <p>{isPreorder ? t('modals.pre_order.text') : t('modals.remind.text')}</p>
        <form className="form form--inline" method="post" action={`${API_BASES.shop}${isPreorder ? 'catalog/preorder' : 'products/notification_for_product'}`}>
          <input type="hidden" name="product_id" value={String(card.id)} />
          <Field id="order-email" label={t('forms.fields.email')} name="email" type="email" autocomplete="email" value={viewer?.email} required />
          <button className="button button--primary" type="submit">
            {isPreorder ? t('modals.pre_order.submit') : t('modals.remind.submit')}
          </button>
        </form>
      </section>
    );
  }
  const fast = showOneClick({ buttons: card.buttons, corporate: ctx.corporate, onComparePage: false });
  return (
    <section id="order" className="section order-types" aria-labelledby="order-title" {...widgetAttrs('order-type', { productId: card.id, orderType: 'buy' })}>
      <h2 id="order-title" className="section-title">
        {t('pages.product.order')}
      </h2>
      <details className="order-type" name="order-type" open>
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
      {fast && (
        <details id="order-fast" className="order-type" name="order-type">
          <summary>{t('checkout.order_type.fast')}</summary>
          <p>{t('pages.product.order_fast_text')}</p>
          <form className="form form--inline" method="post" action={`${API_BASES.shop}cart/one_click_order`}>
            <input type="hidden" name="product_id" value={String(card.id)} />
            <PhoneField id="order-fast-phone" t={t} value={viewer?.phone} />
            <button className="button button--primary" type="submit">
              {t('modals.one_click.submit')}
            </button>
          </form>
        </details>
      )}
    </section>
  );
}
