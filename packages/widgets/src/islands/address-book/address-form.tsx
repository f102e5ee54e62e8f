import { HttpError, type SavedAddress } from '@vitrina/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { FormError } from '../../ui/fields/form-error';
import { TextField } from '../../ui/fields/text-field';
import { FormElement } from '../../ui/forms/form-element';
import { useForm } from '../../ui/forms/use-form';
import { useVitrina } from '../../vitrina-context';
import { CityCombobox } from '../checkout/city-combobox';

interface AddressValues {
  readonly city: string;
  readonly street: string;
  readonly building: string;
  readonly apartment: string;
}

export interface AddressFormProps {
  /** The address being changed; a new one when null. */
  readonly address: SavedAddress | null;
  readonly onSaved: (saved: SavedAddress) => void;
  /** Changing: the address is not the user's any more (removed in another tab); the list is read again. */
  readonly onGone: () => void;
  readonly onCancel?: () => void;
}

const valuesOf = (address: SavedAddress | null): AddressValues => ({
  city: address?.city ?? '',
  street: address?.street ?? '',
  building: address?.building ?? '',
  apartment: address?.apartments ?? '',
});

/**
 * A new address, or a change of one: the city searched as it is typed (the combobox), the street,
 * the building and the apartment, checked with the core's address rules before anything is sent.
 * One save at a time; a refusal shows on its fields and what was typed stays.
 */
export function AddressForm({ address, onSaved, onGone, onCancel }: AddressFormProps) {
  const { t } = useMessages();
  const { services } = useVitrina();
  const titleId = useId();
  const form = useForm<AddressValues>({
    initial: () => valuesOf(address),
    async send(values) {
      try {
        onSaved(address ? await services.addresses.update(address.id, values) : await services.addresses.add(values));
      } catch (error) {
        if (address && error instanceof HttpError && error.status === 404) return onGone();
        throw error;
      }
    },
  });
  const city = form.field('city');
  const field = (name: 'street' | 'building' | 'apartment') => form.field(name);
  return (
    <section className="vitrina-address-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="vitrina-address-book__title">
        {address ? t('profile.addresses.edit_title') : t('profile.addresses.add_title')}
      </h2>
      <FormElement form={form} className="vitrina-address-form__form">
        <FormError message={form.formError} focusable />
        <CityCombobox name="city" text={city.value} onText={city.onChange} onChoose={(chosen) => city.onChange(chosen.title)} error={city.error} />
        <TextField label={t('forms.fields.street')} name="street" autoComplete="address-line1" required maxLength={100} {...field('street')} />
        <TextField label={t('forms.fields.building')} name="building" required maxLength={10} {...field('building')} />
        <TextField label={t('forms.fields.apartment')} name="apartments" maxLength={10} {...field('apartment')} />
        <div className="vitrina-address-form__actions">
          <button className="vitrina-button vitrina-button--primary" type="submit" aria-disabled={form.busy || undefined}>
            {form.busy ? t('profile.addresses.saving') : address ? t('profile.addresses.save') : t('profile.add_address')}
          </button>
          {onCancel && (
            <button className="vitrina-button vitrina-button--secondary" type="button" onClick={onCancel}>
              {t('profile.addresses.cancel')}
            </button>
          )}
        </div>
      </FormElement>
    </section>
  );
}
