import { PAYMENT_TYPES, type CheckoutOption, type CheckoutValues, type PaymentType } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';
import { CreditChoice, firstCreditChoice } from './credit-choice';
import { OptionRadios } from './option-radios';
import type { CreditOffersState } from './use-credit-offers';

interface PaymentSectionProps {
  readonly values: CheckoutValues;
  readonly update: (patch: Partial<CheckoutValues>) => void;
  readonly options: readonly CheckoutOption<PaymentType>[];
  readonly credit: CreditOffersState;
  readonly error: (name: string) => string | undefined;
  readonly forget: (name: string) => void;
}

/**
 * Payment: the types the buyer's role is offered, each one the rules rule out disabled with its
 * reason; credit waits for the cart's offers and then asks for the bank and the term.
 */
export function PaymentSection({ values, update, options, credit, error, forget }: PaymentSectionProps) {
  const { t } = useMessages();
  const pending: Partial<Record<PaymentType, string>> =
    credit.status === 'loading' ? { credit: t('checkout_form.credit_loading') } : credit.status === 'failed' ? { credit: t('modals.credit_info.error') } : {};
  const choose = (payment: PaymentType) => {
    const choice = payment === PAYMENT_TYPES.credit && values.credit === null && credit.offers ? firstCreditChoice(credit.offers) : values.credit;
    update({ payment, credit: choice });
    forget('payment.type');
    forget('payment.credit');
  };
  return (
    <fieldset className="vitrina-checkout__section">
      <legend className="vitrina-checkout__legend">{t('checkout.payment.title')}</legend>
      <OptionRadios
        legend={t('checkout_form.payment_type')}
        options={options}
        value={values.payment}
        onChange={choose}
        label={(type) => t(`checkout.payment.types.${type}`)}
        pending={pending}
        error={error('payment.type')}
      >
        {values.payment === PAYMENT_TYPES.credit && credit.offers && (
          <CreditChoice
            offers={credit.offers}
            value={values.credit}
            onChange={(choice) => {
              update({ credit: choice });
              forget('payment.credit');
            }}
            error={error('payment.credit')}
          />
        )}
      </OptionRadios>
    </fieldset>
  );
}
