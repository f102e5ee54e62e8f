import type { CreditModel } from '@vitrina/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { safeUrl } from '../../ui/safe-url';

/** A bank of the credit model's list (the core exports the model, not this type). */
type SelectableCreditBank = CreditModel['banks']['value'][number];

interface CreditBankProps {
  readonly bank: SelectableCreditBank;
  readonly onSelect: (months: number) => void;
}

/** One bank's offer: its terms as radio buttons (fewest months first) and the chosen monthly payment. */
export function CreditBank({ bank, onSelect }: CreditBankProps) {
  const { format } = useVitrina();
  const { t } = useMessages();
  const name = useId();
  const selected = bank.propositions.find((proposition) => proposition.isSelected) ?? bank.propositions[0];

  return (
    <fieldset className="vitrina-credit__bank">
      <legend className="vitrina-credit__bank-title">
        {safeUrl(bank.logo) && <img className="vitrina-credit__logo" src={safeUrl(bank.logo)} alt="" width={32} height={32} />}
        <span>{bank.title}</span>
        <span className="vitrina-credit__type">{bank.creditTitle}</span>
      </legend>
      <div className="vitrina-credit__terms">
        {bank.propositions.map((proposition) => (
          <label key={proposition.number_months} className="vitrina-credit__term">
            <input
              type="radio"
              name={name}
              value={proposition.number_months}
              checked={proposition.isSelected}
              onChange={() => onSelect(proposition.number_months)}
            />
            <span>{t('credit.months', { count: proposition.number_months })}</span>
          </label>
        ))}
      </div>
      {selected && (
        // Read out when another term is chosen: the radios name only the months.
        <p className="vitrina-credit__monthly" aria-live="polite">
          {t('credit.monthly_payment')}: <strong>{format.price(selected.monthly_payment)}</strong>
        </p>
      )}
    </fieldset>
  );
}
