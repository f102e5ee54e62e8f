import { NAME_MAX } from '@vitrina/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { EmailField } from '../../ui/fields/email-field';
import { PhoneField } from '../../ui/fields/phone-field';
import { TextField } from '../../ui/fields/text-field';
import type { FieldOf } from './field-of';

interface PersonFieldsProps {
  /** The buyer ('person', with an e-mail) or the other recipient ('recipient.person', without). */
  readonly who: 'person' | 'recipient.person';
  readonly field: FieldOf;
  /** The middle name is required (the 5000 UAH receipt rule asks for the full name). */
  readonly fullName: boolean;
}

/** A buyer's or recipient's names, phone (in the shop's mask) and, for the buyer, e-mail. */
export function PersonFields({ who, field, fullName }: PersonFieldsProps) {
  const { t } = useMessages();
  const id = useId();
  // The browser fills the buyer's own details; the other recipient's are not the browser user's.
  const auto = (token: string) => (who === 'person' ? token : `section-recipient ${token}`);
  return (
    <div className="vitrina-checkout__grid">
      <TextField id={`${id}-last`} name={`${who}.lastName`} label={t('forms.fields.last_name')} autoComplete={auto('family-name')} maxLength={NAME_MAX} required {...field(`${who}.lastName`)} />
      <TextField id={`${id}-first`} name={`${who}.firstName`} label={t('forms.fields.first_name')} autoComplete={auto('given-name')} maxLength={NAME_MAX} required {...field(`${who}.firstName`)} />
      <TextField id={`${id}-middle`} name={`${who}.middleName`} label={t('forms.fields.middle_name')} autoComplete={auto('additional-name')} maxLength={NAME_MAX} required={fullName} {...field(`${who}.middleName`)} />
      <PhoneField id={`${id}-phone`} name={`${who}.phone`} {...field(`${who}.phone`)} />
      {who === 'person' && <EmailField id={`${id}-email`} autoComplete="email" maxLength={254} required {...field('person.email')} />}
    </div>
  );
}
