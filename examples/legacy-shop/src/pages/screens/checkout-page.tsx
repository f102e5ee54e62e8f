import {
  DEFAULT_CITY_ID,
  DELIVERY_TYPES,
  PAYMENT_TYPES,
  PROMO_CODE_MAX,
  PROMO_CODE_MIN,
    deliveryCost,
  formatPrice,
  isCorporatePayment,
  type PaymentType,
} from '@vitrina/core';
import type { CartView } from '../../cart/load-cart';
import { CartSummary } from '../components/cart-summary';
import { EmptyState } from '../components/empty-state';
import { Field } from '../components/form-field';
import { PhoneField } from '../components/phone-field';
import type { PageContext } from '../context/page-context';
import { supportPhone } from '../data/support-phone';
import type { CheckoutOptions, Department } from '../data/checkout-options';
import { Document } from '../layout/document';
import { widgetAttrs } from '../widget-attributes';

export interface CheckoutPageProps {
  readonly ctx: PageContext;
  readonly view: CartView | undefined;
  readonly options: CheckoutOptions;
  /** The form was posted (no checkout island is built yet): say how to order instead. */
  readonly posted?: boolean;
}

function DepartmentSelect({ id, name, label, departments, empty }: { id: string; name: string; label: string; departments: readonly Department[]; empty: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} disabled={departments.length === 0}>
        {departments.length === 0 && <option value="">{empty}</option>}
        {departments.map((department) => (
          <option key={department.id} value={String(department.id)}>
            №{department.number}: {department.address}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The checkout form, server-rendered and marked for a checkout island not built yet (posted, it
 * answers with the way to order by phone). Sections show by the chosen radio with CSS alone.
 */
export function CheckoutPage({ ctx, view, options, posted = false }: CheckoutPageProps) {
  const { t, lang, viewer, corporate } = ctx;
  if (!view || view.lines.length === 0) {
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
  const payments = Object.values(PAYMENT_TYPES).filter(
    (type: PaymentType) => (corporate ? type !== PAYMENT_TYPES.credit : !isCorporatePayment(type)),
  );
  const deliveries = [DELIVERY_TYPES.newPost, DELIVERY_TYPES.parcelLocker, DELIVERY_TYPES.courier, DELIVERY_TYPES.selfDelivery];
  return (
    <Document ctx={ctx} page="checkout" title={t('checkout.title')}>
      <h1 className="page-title">{t('checkout.title')}</h1>
      {posted && (
        <p className="notice notice--warning" role="alert">
          {t('pages.checkout.no_script_notice', { phone: supportPhone(ctx.db, ctx.lang) })}
        </p>
      )}
      <form className="checkout" method="post" action="/checkout" {...widgetAttrs('checkout', { cartId: view.id, stores: JSON.stringify(options.shops), cityTitle: options.city?.title })}>
        <div className="checkout-main">
          <p className="hint">{t('general.required_fields')}</p>
          <fieldset className="form-section">
            <legend>{t('pages.checkout.person')}</legend>
            <div className="field-grid">
              <Field id="checkout-last-name" label={t('forms.fields.last_name')} name="lastName" autocomplete="family-name" value={viewer?.last_name} required maxlength={50} />
              <Field id="checkout-first-name" label={t('forms.fields.first_name')} name="firstName" autocomplete="given-name" value={viewer?.first_name} required maxlength={50} />
              <Field id="checkout-middle-name" label={t('forms.fields.middle_name')} name="middleName" autocomplete="additional-name" maxlength={50} />
              <PhoneField id="checkout-phone" t={t} value={viewer?.phone} />
              <Field id="checkout-email" label={t('forms.fields.email')} name="email" type="email" autocomplete="email" value={viewer?.email} placeholder={t('forms.placeholders.email')} required maxlength={254} />
            </div>
          </fieldset>

          <fieldset className="form-section recipient">
            <legend>{t('checkout.recipient.title')}</legend>
            <div className="choice-row">
              <label className="choice">
                <input type="radio" name="recipient" value="me" checked />
                {t('checkout.recipient.me')}
              </label>
              <label className="choice">
                <input type="radio" name="recipient" value="another" />
                {t('checkout.recipient.another')}
              </label>
            </div>
            <div className="recipient-another field-grid" aria-label={t('pages.checkout.another_recipient')} role="group">
              <Field id="recipient-last-name" label={t('forms.fields.last_name')} name="recipient.lastName" autocomplete="off" maxlength={50} />
              <Field id="recipient-first-name" label={t('forms.fields.first_name')} name="recipient.firstName" autocomplete="off" maxlength={50} />
              <Field id="recipient-middle-name" label={t('forms.fields.middle_name')} name="recipient.middleName" autocomplete="off" maxlength={50} />
              <PhoneField id="recipient-phone" t={t} name="recipient.phone" required={false} />
            </div>
          </fieldset>

          {corporate && (
            <fieldset className="form-section">
              <legend>{t('checkout.company.title')}</legend>
              <div className="field-grid">
                <Field id="company-name" label={t('forms.fields.company_name')} name="companyName" autocomplete="organization" required maxlength={255} />
                <Field id="company-code" label={t('forms.fields.company_code')} name="companyCode" inputmode="numeric" pattern="[0-9]{8}" required maxlength={8} />
                <Field id="company-tax-number" label={t('forms.fields.tax_number')} name="taxNumber" inputmode="numeric" pattern="[0-9]{10}" maxlength={10} />
                <Field id="company-passport" label={t('forms.fields.passport')} name="passport" maxlength={9} />
              </div>
            </fieldset>
          )}

          <fieldset className="form-section delivery">
            <legend>{t('checkout.delivery.title')}</legend>
            <input type="hidden" name="cityId" value={String(options.city?.id ?? DEFAULT_CITY_ID)} />
            <Field id="checkout-city" label={t('pages.checkout.delivery_city')} name="city" autocomplete="address-level2" value={options.city?.title} placeholder={t('forms.placeholders.city')} required hint={options.city?.region} />
            <div className="choice-list">
              {deliveries.map((type, index) => (
                <label key={type} className="choice">
                  <input type="radio" name="delivery" value={type} checked={index === 0} />
                  {t(`checkout.delivery.types.${type}`)}
                </label>
              ))}
            </div>
            <div className="delivery-details delivery-details--newpost">
              <DepartmentSelect id="checkout-department" name="department" label={t('checkout.delivery.department')} departments={options.branches} empty={t('pages.checkout.no_departments')} />
            </div>
            <div className="delivery-details delivery-details--np-mailbox">
              <DepartmentSelect id="checkout-mailbox" name="mailbox" label={t('checkout.delivery.mailbox')} departments={options.lockers} empty={t('pages.checkout.no_departments')} />
            </div>
            <div className="delivery-details delivery-details--courier field-grid">
              <Field id="checkout-street" label={t('forms.fields.street')} name="street" autocomplete="address-line1" maxlength={100} />
              <Field id="checkout-building" label={t('forms.fields.building')} name="building" maxlength={10} />
              <Field id="checkout-apartment" label={t('forms.fields.apartment')} name="apartment" maxlength={10} />
            </div>
            <div className="delivery-details delivery-details--self-delivery">
              <div className="field">
                <label htmlFor="checkout-shop">{t('pages.checkout.shop')}</label>
                <select id="checkout-shop" name="shop">
                  {options.shops.map((shop) => (
                    <option key={shop.id} value={String(shop.id)}>
                      {shop.title}: {shop.address}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <p className="hint">
              {cost.free ? t('checkout.delivery.free') : t('checkout.delivery.carrier_tariff')} ·{' '}
              {t('checkout.delivery.free_from')}
            </p>
          </fieldset>

          <fieldset className="form-section">
            <legend>{t('checkout.payment.title')}</legend>
            <div className="choice-list">
              {payments.map((type, index) => (
                <label key={type} className="choice">
                  <input type="radio" name="payment" value={type} checked={index === 0} />
                  {t(`checkout.payment.types.${type}`)}
                  {isCorporatePayment(type) && <span className="hint"> · {t('pages.checkout.corporate_only')}</span>}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="form-section">
            <div className="field-grid">
              <Field
                id="checkout-promo-code"
                label={t('forms.fields.promo_code')}
                name="promoCode"
                autocomplete="off"
                minlength={PROMO_CODE_MIN}
                maxlength={PROMO_CODE_MAX}
                placeholder={t('modals.promo_code.placeholder')}
                value={view.promo?.code}
              />
              {viewer && viewer.bonuses > 0 && (
                <Field
                  id="checkout-bonuses"
                  label={t('checkout.bonuses.use')}
                  name="bonuses"
                  type="number"
                  inputmode="numeric"
                  min={0}
                  max={Math.min(viewer.bonuses, view.totals.bonusCap)}
                  value={view.totals.bonuses > 0 ? String(view.totals.bonuses) : undefined}
                  hint={t('checkout.bonuses.available', { count: viewer.bonuses })}
                />
              )}
            </div>
          </div>

          <div className="field">
            <label htmlFor="checkout-comment">{t('forms.fields.comment')}</label>
            <textarea id="checkout-comment" name="comment" rows={3} maxLength={1000} />
          </div>
        </div>

        <aside className="checkout-aside" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title" className="subsection-title">
            {t('checkout.summary.title')}
          </h2>
          <ul className="checkout-lines">
            {view.lines.map((line) => (
              <li key={line.productId}>
                <span>
                  {line.title} × {line.quantity}
                </span>
                <span className="checkout-line-price">{formatPrice(line.total, lang)}</span>
              </li>
            ))}
          </ul>
          <CartSummary view={view} lang={lang} t={t} delivery={cost.free ? t('checkout.delivery.free') : t('checkout.delivery.carrier_tariff')} />
          <label className="choice consent">
            <input type="checkbox" name="privacyConsent" value="1" required />
            {t('forms.fields.privacy_consent')}
          </label>
          <button className="button button--primary button--wide" type="submit">
            {t('checkout.submit')}
          </button>
          <p className="hint">{t('checkout.agreement')}</p>
        </aside>
      </form>
    </Document>
  );
}
