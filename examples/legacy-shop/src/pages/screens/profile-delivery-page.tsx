import { EmptyState } from '../components/empty-state';
import { FormAlert, type FormErrors } from '../components/form-errors';
import { Field } from '../components/form-field';
import type { AddressView } from '../data/addresses';
import { FORM_ACTIONS } from '../form-actions';
import { widgetAttrs } from '../widget-attributes';
import { ProfileLayout, type ProfilePageProps } from './profile-layout';

/** The new address form's fields, as posted. */
export interface AddressValues {
  readonly city?: string;
  readonly street?: string;
  readonly building?: string;
  readonly apartments?: string;
}

export interface ProfileDeliveryPageProps extends ProfilePageProps {
  readonly addresses: readonly AddressView[];
  /** A refused address shown again: what was typed and why. */
  readonly values?: AddressValues;
  readonly errors?: FormErrors;
  /** An address was just saved. */
  readonly saved?: boolean;
}

export function ProfileDeliveryPage({ ctx, viewer, addresses, values = {}, errors = {}, saved = false }: ProfileDeliveryPageProps) {
  const { t } = ctx;
  const fieldError = (name: string) => errors.fields?.[name];
  return (
    <ProfileLayout ctx={ctx} viewer={viewer} section="delivery">
      {saved && (
        <p className="notice notice--success" role="status">
          {t('notifier.saved')}
        </p>
      )}
      {addresses.length === 0 ? (
        <EmptyState text={t('pages.profile.addresses_empty')} />
      ) : (
        <ul className="address-list">
          {addresses.map((address) => (
            <li key={address.id}>
              {address.city}, {address.street}, {address.building}
              {address.apartments ? `, ${t('forms.fields.apartment').toLowerCase()} ${address.apartments}` : ''}
            </li>
          ))}
        </ul>
      )}
      <form className="form" method="post" action={FORM_ACTIONS.address} {...widgetAttrs('address-form')}>
        <h2 className="subsection-title">{t('profile.add_address')}</h2>
        <FormAlert message={errors.form} />
        <div className="field-grid">
          <Field id="address-city" label={t('forms.fields.city')} name="city" autocomplete="address-level2" placeholder={t('forms.placeholders.city')} value={values.city} required maxlength={100} error={fieldError('city')} />
          <Field id="address-street" label={t('forms.fields.street')} name="street" autocomplete="address-line1" value={values.street} required maxlength={100} error={fieldError('street')} />
          <Field id="address-building" label={t('forms.fields.building')} name="building" value={values.building} required maxlength={10} error={fieldError('building')} />
          <Field id="address-apartment" label={t('forms.fields.apartment')} name="apartments" value={values.apartments} maxlength={10} error={fieldError('apartments')} />
        </div>
        <button className="button button--primary" type="submit">
          {t('profile.add_address')}
        </button>
      </form>
    </ProfileLayout>
  );
}
