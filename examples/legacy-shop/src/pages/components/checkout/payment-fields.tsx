import { PAYMENT_TYPES, PASSPORT_THRESHOLD, errorMessages as e, formatPrice, isCorporatePayment, type Lang } from '@vitrina/core';
import { CHECKOUT_FIELDS as F, creditChoice } from '../../checkout/checkout-fields';
import { paymentTypesFor, type CheckoutFormState } from '../../checkout/checkout-state';
import type { CheckoutOptions } from '../../data/checkout-options';
import type { Translate } from '../../i18n/translator';
import { Field } from '../form-field';
import { ChoiceGroup } from './choice-group';
import { fieldProps } from './form-state-props';
import { SelectField } from './select-field';

export interface PaymentFieldsProps {
  readonly t: Translate;
  readonly lang: Lang;
  readonly form: CheckoutFormState;
  readonly options: CheckoutOptions;
  readonly corporate: boolean;
}

/**
 * The payment types this buyer may choose (corporate: the transfers, no credit), credit disabled
 * with its reason when the cart has no credit offers, the bank and term for credit, and the
 * passport the order needs from 5000 UAH paid on receipt.
 */
export function PaymentFields({ t, lang, form, options, corporate }: PaymentFieldsProps) {
  const props = (name: string) => fieldProps(form, name);
  const types = paymentTypesFor(corporate);
  const noCredit = options.creditOffers.length === 0;
  const checked = form.values[F.payment] ?? types[0] ?? PAYMENT_TYPES.cash;
  const offers = options.creditOffers.flatMap((offer) =>
    offer.months.map((months) => ({
      value: creditChoice(offer.providerId, months),
      label: t('pages.checkout.credit_option', { bank: offer.title, title: offer.typeTitle, months: t('credit.months', { count: months }) }),
    })),
  );
  return (
    <ChoiceGroup
      name={F.payment}
      legend={t('checkout.payment.title')}
      className="payment"
      checked={checked}
      error={form.errors[F.payment]}
      choices={types.map((type) => {
        const creditOff = type === PAYMENT_TYPES.credit && noCredit;
        const note = isCorporatePayment(type) ? t('pages.checkout.corporate_only') : creditOff ? t('pages.checkout.unavailable', { reason: t(e.creditNoOptions) }) : undefined;
        return { value: type, label: t(`checkout.payment.types.${type}`), disabled: creditOff, note };
      })}
    >
      {!noCredit && (
        <div className="payment-details payment-details--credit">
          <SelectField {...props(F.credit)} label={t('pages.checkout.credit_offer')} options={offers} />
        </div>
      )}
      <Field
        {...props(F.passport)}
        label={t('forms.fields.passport')}
        autocomplete="off"
        maxlength={12}
        hint={t('pages.checkout.passport_hint', { amount: formatPrice(PASSPORT_THRESHOLD, lang) })}
      />
    </ChoiceGroup>
  );
}
