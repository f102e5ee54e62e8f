import { useSignals } from '@preact/signals-react/runtime';
import {
  checkoutItems,
  checkoutSummary,
  deliveryOptions,
  isCorporatePayment,
  isPaidOnReceipt,
  ORDER_COMMENT_MAX,
  PASSPORT_THRESHOLD,
  paymentOptions,
  type Cart,
  type CheckoutValues,
} from '@vitrina/core';
import { useEffect } from 'react';
import { messageText } from '../../i18n/message-text';
import { useMessages } from '../../i18n/use-messages';
import { FormError } from '../../ui/fields/form-error';
import { FormShell } from '../../ui/sign-in/form-shell';
import { useVitrina } from '../../vitrina-context';
import { CheckoutNotices } from './checkout-notices';
import type { Store } from './checkout-props';
import { CheckoutSubmitButton } from './checkout-submit-button';
import { CommentField } from '../../ui/fields/comment-field';
import { CompanySection } from './company-section';
import { DeliverySection } from './delivery-section';
import { FastOrderFields } from './fast-order-fields';
import type { FieldOf } from './field-of';
import { withUserDetails } from './initial-values';
import { LoginSection } from './login-section';
import { OrderSummary } from './order-summary';
import { OrderTypeTabs } from './order-type-tabs';
import { PassportSection } from './passport-section';
import { PaymentSection } from './payment-section';
import { PersonFields } from './person-fields';
import { RecipientSection } from './recipient-section';
import { shownFields } from './shown-fields';
import { textOf, withText } from './text-fields';
import { useCheckoutSubmit } from './use-checkout-submit';
import { useCheckoutValues } from './use-checkout-values';
import { useCreditOffers } from './use-credit-offers';
import { useDefaultCity } from './use-default-city';

interface CheckoutFormProps {
  readonly cart: Cart;
  readonly stores: readonly Store[];
  readonly corporate: boolean;
  readonly initial: () => CheckoutValues;
}

/** The checkout's sections for the chosen order type, its summary and its one submit. */
export function CheckoutForm({ cart, stores, corporate, initial }: CheckoutFormProps) {
  useSignals();
  const { services, state } = useVitrina();
  const { t } = useMessages();
  const [values, setValues] = useCheckoutValues(cart.cart_id, initial);
  const credit = useCreditOffers(cart.cart_id, !corporate);
  const summary = checkoutSummary(cart, values.delivery);
  const items = checkoutItems(cart, values.withoutGift);
  const needsPassport = values.payment !== null && isPaidOnReceipt(values.payment) && summary.total >= PASSPORT_THRESHOLD;
  const awaitingLogin = values.orderType === 'registered' && !state.isLoggedIn.value;
  const creditOptions = credit.status === 'ready' ? credit.offers.banks.length : undefined;
  const form = useCheckoutSubmit({ cart, values, setValues, corporate, creditOptions, shown: awaitingLogin ? [] : shownFields(values, needsPassport) });

  const deliveries = deliveryOptions(items);
  const payments = paymentOptions({ corporate, delivery: values.delivery, total: summary.total, items, promoCode: cart.promocode?.code, bonuses: cart.bonuses ?? 0, creditOptions });
  const update = (patch: Partial<CheckoutValues>) => setValues((current) => ({ ...current, ...patch }));
  useDefaultCity(values, setValues);
  const error = (name: string) => {
    const key = form.failure.fields[name];
    return key === undefined ? undefined : messageText(t, key);
  };
  const field: FieldOf = (name) => ({
    value: textOf(values, name),
    onChange: (text) => {
      setValues((current) => withText(current, name, text));
      form.forget(name);
    },
    error: error(name),
  });

  // A delivery the cart's items rule out is not where the form starts: the first one they allow is.
  const allowed = deliveries.find((option) => option.reason === null)?.type;
  const ruledOut = deliveries.some((option) => option.type === values.delivery && option.reason !== null);
  useEffect(() => {
    if (ruledOut && allowed) setValues((current) => ({ ...current, delivery: allowed, departmentId: null }));
  }, [ruledOut, allowed, setValues]);

  // A session known only now (the login check answered late, or a login right here): the account's
  // details fill the buyer's empty fields, and a signed-in shopper orders as registered.
  const user = services.auth.user.value;
  useEffect(() => {
    if (user) setValues((current) => withUserDetails(current.orderType === 'new' ? { ...current, orderType: 'registered' } : current, user));
  }, [user, setValues]);

  return (
    <FormShell host="island" rootRef={form.rootRef} busy={form.busy} onSubmit={() => void form.submit()}>
      <div className="vitrina-checkout">
        <div className="vitrina-checkout__main">
          <p className="vitrina-form__hint">{t('general.required_fields')}</p>
          <FormError message={form.failure.form && messageText(t, form.failure.form)} focusable />
          <OrderTypeTabs value={values.orderType} onChange={(orderType) => update({ orderType })}>
            {values.orderType === 'fast' ? (
              <FastOrderFields field={field} />
            ) : awaitingLogin ? (
              <LoginSection />
            ) : (
              <>
                <fieldset className="vitrina-checkout__section">
                  <legend className="vitrina-checkout__legend">{t('checkout.contacts')}</legend>
                  {values.orderType === 'registered' && services.auth.firstName.value && (
                    <p className="vitrina-form__hint">{t('checkout_form.logged_in_as', { name: services.auth.firstName.value })}</p>
                  )}
                  <PersonFields who="person" field={field} fullName={needsPassport && values.recipient === 'me'} />
                </fieldset>
                <RecipientSection recipient={values.recipient} onChange={(recipient) => update({ recipient })} field={field} fullName={needsPassport} />
                <DeliverySection values={values} update={update} options={deliveries} stores={stores} field={field} error={error} forget={form.forget} />
                <PaymentSection values={values} update={update} options={payments} credit={credit} error={error} forget={form.forget} />
                {values.payment !== null && isCorporatePayment(values.payment) && <CompanySection field={field} />}
                {needsPassport && <PassportSection field={field} />}
                <CommentField label={t('forms.fields.comment')} maxLength={ORDER_COMMENT_MAX} {...field('comment')} />
              </>
            )}
          </OrderTypeTabs>
        </div>
        <aside className="vitrina-checkout__aside">
          <OrderSummary cart={cart} summary={summary} />
          <CheckoutNotices
            cart={cart}
            giftsRunOut={form.giftsRunOut}
            totalChanged={form.totalChanged}
            placed={form.placed}
            busy={form.busy}
            onWithoutGift={(productIds) => void form.submit(productIds)}
          />
          {!awaitingLogin && <CheckoutSubmitButton busy={form.busy} />}
          <p className="vitrina-form__hint">{t('checkout.agreement')}</p>
        </aside>
      </div>
    </FormShell>
  );
}
