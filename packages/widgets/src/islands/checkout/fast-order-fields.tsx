import { NAME_MAX } from '@vitrina/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { PhoneField } from '../../ui/fields/phone-field';
import { TextField } from '../../ui/fields/text-field';
import type { FieldOf } from './field-of';

/** A fast order: the phone (and a name if the shopper likes); the shop calls back to take the rest. */
export function FastOrderFields({ field }: { readonly field: FieldOf }) {
  const { t } = useMessages();
  const id = useId();
  return (
    <div className="vitrina-checkout__section">
      <p className="vitrina-form__hint">{t('checkout_form.fast_text')}</p>
      <div className="vitrina-checkout__grid">
        <PhoneField id={`${id}-phone`} name="person.phone" {...field('person.phone')} />
        <TextField id={`${id}-name`} name="person.firstName" label={t('checkout_form.fast_name')} autoComplete="given-name" maxLength={NAME_MAX} {...field('person.firstName')} />
      </div>
    </div>
  );
}
