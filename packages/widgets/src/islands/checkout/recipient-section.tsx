import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import type { FieldOf } from './field-of';
import { PersonFields } from './person-fields';

interface RecipientSectionProps {
  readonly recipient: 'me' | 'another';
  readonly onChange: (recipient: 'me' | 'another') => void;
  readonly field: FieldOf;
  readonly fullName: boolean;
}

/** Who receives the order: the buyer, or another person whose names and phone are asked. */
export function RecipientSection({ recipient, onChange, field, fullName }: RecipientSectionProps) {
  const { t } = useMessages();
  const name = useId();
  return (
    <fieldset className="vitrina-checkout__section">
      <legend className="vitrina-checkout__legend">{t('checkout.recipient.title')}</legend>
      <div className="vitrina-checkout__choices vitrina-checkout__choices--row">
        {(['me', 'another'] as const).map((who) => (
          <label key={who} className="vitrina-choice">
            <input type="radio" name={name} value={who} checked={recipient === who} onChange={() => onChange(who)} />
            <span>{t(`checkout.recipient.${who}`)}</span>
          </label>
        ))}
      </div>
      {recipient === 'another' && (
        <fieldset className="vitrina-checkout__subsection">
          <legend className="vitrina-checkout__sublegend">{t('checkout_form.recipient_person')}</legend>
          <PersonFields who="recipient.person" field={field} fullName={fullName} />
        </fieldset>
      )}
    </fieldset>
  );
}
