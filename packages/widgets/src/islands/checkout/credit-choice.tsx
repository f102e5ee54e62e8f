import { instalmentBankOf, type CartCreditOffers, type CheckoutCreditChoice, type SelectableCreditBank } from '@vitrina/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';

interface CreditChoiceProps {
  readonly offers: CartCreditOffers;
  readonly value: CheckoutCreditChoice | null;
  readonly onChange: (choice: CheckoutCreditChoice) => void;
  readonly error: string | undefined;
}

const bankKey = (bank: Pick<SelectableCreditBank, 'id' | 'creditType'>) => `${bank.id}:${bank.creditType}`;

/** The bank offer a credit starts from: the first bank's selected (shortest) term. */
export function firstCreditChoice(offers: CartCreditOffers): CheckoutCreditChoice | null {
  const bank = offers.banks[0];
  const term = bank?.propositions.find((proposition) => proposition.isSelected) ?? bank?.propositions[0];
  return bank && term ? { providerId: bank.id, creditType: bank.creditType, months: term.number_months } : null;
}

/**
 * The credit's bank and term from the cart's offers, with the monthly payment; for monobank and
 * A-Bank it says that the buyer's phone is checked with the bank before the order is sent.
 */
export function CreditChoice({ offers, value, onChange, error }: CreditChoiceProps) {
  const { t } = useMessages();
  const { format } = useVitrina();
  const id = useId();
  const bank = offers.banks.find((one) => value !== null && one.id === value.providerId && one.creditType === value.creditType);
  const term = bank?.propositions.find((proposition) => proposition.number_months === value?.months);
  const instalment = bank ? instalmentBankOf(bank.creditType) : null;

  const pickBank = (picked: SelectableCreditBank) => {
    const first = picked.propositions.find((proposition) => proposition.isSelected) ?? picked.propositions[0];
    if (first) onChange({ providerId: picked.id, creditType: picked.creditType, months: first.number_months });
  };

  return (
    <fieldset className="vitrina-checkout__details vitrina-checkout__subsection" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="vitrina-checkout__sublegend">{t('checkout_form.credit')}</legend>
      <div className="vitrina-checkout__choices">
        {offers.banks.map((one, index) => (
          <label key={bankKey(one)} className="vitrina-choice">
            <input
              type="radio"
              name={`${id}-bank`}
              value={bankKey(one)}
              checked={bank === one}
              aria-invalid={error && (bank === one || (!bank && index === 0)) ? true : undefined}
              onChange={() => pickBank(one)}
            />
            <span>{t('checkout_form.credit_choice', { bank: one.title, credit: one.creditTitle })}</span>
          </label>
        ))}
      </div>
      {bank && value && (
        <div className="vitrina-field">
          <label className="vitrina-field__label" htmlFor={`${id}-term`}>
            {t('credit.term')}
          </label>
          <select
            id={`${id}-term`}
            className="vitrina-field__input"
            value={String(value.months)}
            onChange={(event) => onChange({ ...value, months: Number(event.target.value) })}
          >
            {bank.propositions.map((proposition) => (
              <option key={proposition.number_months} value={String(proposition.number_months)}>
                {t('credit.months', { count: proposition.number_months })} · {t('credit.per_month', { amount: proposition.monthly_payment })}
              </option>
            ))}
          </select>
        </div>
      )}
      {term && (
        <p className="vitrina-checkout__monthly" aria-live="polite">
          {t('credit.monthly_payment')}: <strong>{format.price(term.monthly_payment)}</strong>
        </p>
      )}
      {instalment && bank && <p className="vitrina-form__hint">{t('checkout_form.instalment_phone', { bank: bank.title })}</p>}
      {error && (
        <p id={`${id}-error`} className="vitrina-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
