import { DEFAULT_CITY_ID, deliveryCost } from '@vitrina/core';
import type { CartView } from '../../cart/load-cart';
import { CHECKOUT_FIELDS as F } from '../checkout/checkout-fields';
import { checkoutFieldLabel } from '../checkout/checkout-labels';
import type { CheckoutFormState } from '../checkout/checkout-state';
import { BuyerFields } from '../components/checkout/buyer-fields';
import { CheckoutAside } from '../components/checkout/checkout-aside';
import { CompanyFields } from '../components/checkout/company-fields';
import { DeliveryFields } from '../components/checkout/delivery-fields';
import { ErrorSummary } from '../components/checkout/error-summary';
import { ExtraFields } from '../components/checkout/extra-fields';
import { PaymentFields } from '../components/checkout/payment-fields';
import { EmptyState } from '../components/empty-state';
import type { PageContext } from '../context/page-context';
import type { CheckoutOptions } from '../data/checkout-options';
import { Document } from '../layout/document';
import { widgetAttrs } from '../widget-attributes';

export interface CheckoutPageProps {
  readonly ctx: PageContext;
  /** The cart priced as the form's order would be (checkoutView); undefined without a cart. */
  readonly view: CartView | undefined;
  readonly options: CheckoutOptions | undefined;
  readonly form: CheckoutFormState | undefined;
}

/**
 * The checkout form, server-rendered and marked for the checkout island. Without script it posts
 * to /checkout, which places the order through the shop API's own handler and rules: success goes
 * on to the payment or result page, a refusal comes back here with what was typed and every
 * problem on its field. Sections show by the chosen radio with CSS alone.
 */
export function CheckoutPage({ ctx, view, options, form }: CheckoutPageProps) {
  const { t, lang, viewer, corporate } = ctx;
  if (!view || view.lines.length === 0 || !options || !form) {
    return (
      <Document ctx={ctx} page="checkout" title={t('checkout.title')}>
        <h1 className="page-title">{t('checkout.title')}</h1>
        <EmptyState text={t('pages.checkout.empty')}>
          <a className="button button--primary" href="/">
            {t('cart.continue')}
          </a>
        </EmptyState>
      </Document>
    );
  }
  const cost = deliveryCost(view.totals.total);
  return (
    <Document ctx={ctx} page="checkout" title={t('checkout.title')}>
      <h1 className="page-title">{t('checkout.title')}</h1>
      <form className="checkout" method="post" action="/checkout" {...widgetAttrs('checkout', { cartId: view.id, stores: JSON.stringify(options.shops), cityTitle: options.cities.find((city) => city.id === DEFAULT_CITY_ID)?.title })}>
        <input type="hidden" name={F.idempotencyKey} value={form.key} />
        <input type="hidden" name={F.expectedTotal} value={String(view.totals.total)} />
        <div className="checkout-main">
          <ErrorSummary t={t} form={form} labelOf={(name) => checkoutFieldLabel(t, view, name)} />
          <p className="hint">{t('general.required_fields')}</p>
          <BuyerFields t={t} form={form} />
          {corporate && <CompanyFields t={t} form={form} />}
          <DeliveryFields t={t} form={form} options={options} total={view.totals.total} />
          <PaymentFields t={t} lang={lang} form={form} options={options} corporate={corporate} />
          <ExtraFields t={t} form={form} view={view} viewer={viewer} />
        </div>
        <CheckoutAside t={t} lang={lang} view={view} form={form} delivery={cost.free ? t('checkout.delivery.free') : t('checkout.delivery.carrier_tariff')} />
      </form>
    </Document>
  );
}
