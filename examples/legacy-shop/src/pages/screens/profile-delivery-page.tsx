import { EmptyState } from '../components/empty-state';
import { Field } from '../components/form-field';
import type { AddressView } from '../data/addresses';
import { API_BASES } from '../page-config';
import { widgetAttrs } from '../widget-attributes';
import { ProfileLayout, type ProfilePageProps } from './profile-layout';

export function ProfileDeliveryPage({ ctx, viewer, addresses }: ProfilePageProps & { addresses: readonly AddressView[] }) {
  const { t } = ctx;
  return (
    <ProfileLayout ctx={ctx} viewer={viewer} section="delivery">
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
      <form className="form" method="post" action={`${API_BASES.profile}me/address`} {...widgetAttrs('address-form')}>
        <h2 className="subsection-title">{t('profile.add_address')}</h2>
        <div className="field-grid">
          <Field id="address-city" label={t('forms.fields.city')} name="city" autocomplete="address-level2" placeholder={t('forms.placeholders.city')} required maxlength={100} />
          <Field id="address-street" label={t('forms.fields.street')} name="street" autocomplete="address-line1" required maxlength={100} />
          <Field id="address-building" label={t('forms.fields.building')} name="building" required maxlength={10} />
          <Field id="address-apartment" label={t('forms.fields.apartment')} name="apartments" maxlength={10} />
        </div>
        <button className="button button--primary" type="submit">
          {t('profile.add_address')}
        </button>
      </form>
    </ProfileLayout>
  );
}
