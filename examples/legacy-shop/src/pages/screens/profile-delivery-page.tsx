import type { FormErrors } from '../components/form-errors';
import type { PageContext } from '../context/page-context';
import type { AddressView } from '../data/addresses';
import { FORM_ACTIONS } from '../form-actions';
import { widgetAttrs } from '../widget-attributes';
import { AddressFormSection, type AddressValues } from './address-form-section';
import { ProfileLayout, type ProfilePageProps } from './profile-layout';

export type { AddressValues } from './address-form-section';

/** What the last change did, said above the list. */
export type AddressNotice = 'added' | 'updated' | 'removed';

export interface ProfileDeliveryPageProps extends ProfilePageProps {
  readonly addresses: readonly AddressView[];
  /** A refused form shown again: what was typed and why. */
  readonly values?: AddressValues;
  readonly errors?: FormErrors;
  readonly notice?: AddressNotice | undefined;
  /** The address whose change form the page shows (`?edit={id}`). */
  readonly editing?: AddressView | undefined;
  /** The address whose removal the page asks to confirm (`?remove={id}`). */
  readonly removing?: AddressView | undefined;
}

export const addressPath = (id: number) => `${FORM_ACTIONS.address}/${id}`;

function addressLine(ctx: PageContext, address: AddressView): string {
  const parts = [address.city, address.street, address.building];
  if (address.apartments) parts.push(ctx.t('profile.addresses.apartment', { number: address.apartments }));
  return parts.join(', ');
}

/** The user's delivery addresses with their change and removal, and the form for a new one. */
export function ProfileDeliveryPage(props: ProfileDeliveryPageProps) {
  const { ctx, viewer, addresses, values = {}, errors = {}, notice, editing, removing } = props;
  const { t } = ctx;
  return (
    <ProfileLayout ctx={ctx} viewer={viewer} section="delivery">
      <div className="address-book" {...widgetAttrs('address-book', { addresses: JSON.stringify(addresses) })}>
        {notice && (
          <p className="notice notice--success" role="status">
            {t(`profile.addresses.${notice}`)}
          </p>
        )}
        {removing && (
          <form className="form notice" method="post" action={`${addressPath(removing.id)}/remove`}>
            <h2 className="subsection-title">{t('profile.addresses.confirm_title')}</h2>
            <p>{t('profile.addresses.confirm_text', { address: addressLine(ctx, removing) })}</p>
            <div className="form-actions">
              <button className="button button--primary" type="submit">
                {t('profile.addresses.confirm_remove')}
              </button>
              <a className="button" href={FORM_ACTIONS.address}>
                {t('profile.addresses.keep')}
              </a>
            </div>
          </form>
        )}
        <h2 className="subsection-title">{t('profile.addresses.list')}</h2>
        {addresses.length === 0 ? (
          <p>{t('profile.addresses.empty')}</p>
        ) : (
          <ul className="address-list">
            {addresses.map((address) => {
              const line = addressLine(ctx, address);
              return (
                <li key={address.id}>
                  <span>{line}</span>{' '}
                  <a href={`${FORM_ACTIONS.address}?edit=${address.id}`} aria-label={t('profile.addresses.edit_label', { address: line })}>
                    {t('profile.addresses.edit')}
                  </a>{' '}
                  <a href={`${FORM_ACTIONS.address}?remove=${address.id}`} aria-label={t('profile.addresses.remove_label', { address: line })}>
                    {t('profile.addresses.remove')}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        {editing ? (
          <AddressFormSection
            ctx={ctx}
            action={addressPath(editing.id)}
            title={t('profile.addresses.edit_title')}
            submit={t('profile.addresses.save')}
            values={errors.form || errors.fields ? values : { ...editing, apartments: editing.apartments ?? '' }}
            errors={errors}
            cancelHref={FORM_ACTIONS.address}
          />
        ) : (
          <AddressFormSection ctx={ctx} action={FORM_ACTIONS.address} title={t('profile.addresses.add_title')} submit={t('profile.add_address')} values={values} errors={errors} />
        )}
      </div>
    </ProfileLayout>
  );
}
