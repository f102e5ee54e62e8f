import { formatPrice } from '@vitrina/core';
import { triggerAttrs } from '@vitrina/widgets/contract';
import type { CartView } from '../../cart/load-cart';
import { CartSummary } from '../components/cart-summary';
import { EmptyState } from '../components/empty-state';
import type { PageContext } from '../context/page-context';
import { productUrl } from '../data/categories';
import { Document } from '../layout/document';
import { Icon } from '../layout/icons';
import { CHECKOUT_FIELDS, fieldId } from '../checkout/checkout-fields';
import { safeUrl } from '../safe-url';
import { widgetAttrs } from '../widget-attributes';

const CHECKOUT_URL = '/checkout';

/**
 * The cart of the shopper (the user's, or the `cart_id` cookie's). Without script this view is
 * the page; the cart island takes the element over (an empty cart's too, so a product added in
 * another tab shows up) and edits the cart in place.
 */
export function CartPage({ ctx, view }: { ctx: PageContext; view: CartView | undefined }) {
  const { t } = ctx;
  return (
    <Document ctx={ctx} page="cart" title={t('cart.title')}>
      <h1 className="page-title">{t('cart.title')}</h1>
      <div className="cart-island" {...widgetAttrs('cart', { checkoutUrl: CHECKOUT_URL, continueUrl: '/' })}>
        <ServerCart ctx={ctx} view={view} />
      </div>
      {view && view.lines.length > 0 && (
        // Outside the cart island, which replaces what is inside it. Without script the checkout form's promo code field.
        <p className="cart-promo-trigger">
          <a className="link-button" href={`${CHECKOUT_URL}#${fieldId(CHECKOUT_FIELDS.promoCode)}`} {...triggerAttrs.open('promo-code')}>
            {t('pages.triggers.have_promo_code')}
          </a>
        </p>
      )}
    </Document>
  );
}

/** The cart as the server sees it: the page without script, and until the island has the shopper's cart. */
function ServerCart({ ctx, view }: { ctx: PageContext; view: CartView | undefined }) {
  const { t, lang } = ctx;
  return !view || view.lines.length === 0 ? (
    <EmptyState text={t('cart.empty')}>
      <a className="button button--primary" href="/">
        {t('cart.continue')}
      </a>
    </EmptyState>
  ) : (
    <div className="cart">
      <ul className="cart-lines">
        {view.lines.map((line) => (
          <li key={line.productId} className="cart-line" {...widgetAttrs(null, { productId: line.productId })}>
            <a className="cart-line-image" href={productUrl(line.slug)} tabIndex={-1} aria-hidden="true">
              {line.image && <img src={safeUrl(line.image, '')} alt="" width="96" height="96" loading="lazy" />}
            </a>
            <div className="cart-line-body">
              <h2 className="cart-line-title">
                <a href={productUrl(line.slug)}>{line.title}</a>
              </h2>
              <p className="hint">
                {t('pages.cart.price_each')}: {formatPrice(line.unitPrice, lang)}
              </p>
              <p>
                {t('cart.quantity')}: <strong>{line.quantity}</strong>
              </p>
              {line.gift && (
                <p className="cart-gift">
                  <Icon name="gift" size={18} />
                  {t('pages.cart.with_gift', { title: line.gift.title })}
                </p>
              )}
              {line.giftsRunOut && <p className="notice notice--warning">{t('errors.gifts_run_out')}</p>}
              {line.services.length > 0 && (
                <ul className="cart-services" aria-label={t('cart.services')}>
                  {line.services.map((service) => (
                    <li key={service.id}>
                      {service.title} × {service.quantity} — {formatPrice(service.total, lang)}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <p className="cart-line-total">
              <span className="visually-hidden">{t('pages.cart.line_total')}: </span>
              {formatPrice(line.total, lang)}
            </p>
          </li>
        ))}
      </ul>
      <aside className="cart-aside" aria-label={t('checkout.summary.title')}>
        <CartSummary view={view} lang={lang} t={t} />
        <a className="button button--primary button--wide" href={CHECKOUT_URL}>{t('cart.checkout')}</a>
        <a className="button button--ghost button--wide" href="/">{t('cart.continue')}</a>
        <p className="hint">{t('pages.cart.cookie_note')}</p>
      </aside>
    </div>
  );
}
