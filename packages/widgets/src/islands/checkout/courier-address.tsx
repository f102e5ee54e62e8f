import { STREET_MAX } from '@vitrina/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { TextField } from '../../ui/fields/text-field';
import type { FieldOf } from './field-of';

/** The courier's address in the chosen city: street, building and apartment (none for a house). */
export function CourierAddress({ field }: { readonly field: FieldOf }) {
  const { t } = useMessages();
  const id = useId();
  return (
    <fieldset className="vitrina-checkout__details vitrina-checkout__subsection">
      <legend className="vitrina-checkout__sublegend">{t('checkout.delivery.address')}</legend>
      <div className="vitrina-checkout__grid">
        <TextField id={`${id}-street`} name="delivery.address.street" label={t('forms.fields.street')} autoComplete="address-line1" maxLength={STREET_MAX} required {...field('delivery.address.street')} />
        <TextField id={`${id}-building`} name="delivery.address.building" label={t('forms.fields.building')} maxLength={12} required {...field('delivery.address.building')} />
        <TextField id={`${id}-apartment`} name="delivery.address.apartment" label={t('forms.fields.apartment')} maxLength={12} {...field('delivery.address.apartment')} />
      </div>
    </fieldset>
  );
}
