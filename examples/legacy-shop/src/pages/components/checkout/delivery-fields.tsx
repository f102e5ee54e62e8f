import { DELIVERY_TYPES, deliveryCost, errorMessages as e } from '@vitrina/core';
import { CHECKOUT_FIELDS as F } from '../../checkout/checkout-fields';
import type { CheckoutFormState } from '../../checkout/checkout-state';
import type { CheckoutOptions, Department } from '../../data/checkout-options';
import type { Translate } from '../../i18n/translator';
import { Field } from '../form-field';
import { ChoiceGroup } from './choice-group';
import { fieldProps } from './form-state-props';
import { SelectField } from './select-field';

const departmentOptions = (departments: readonly Department[]) =>
  departments.map((department) => ({ value: String(department.id), label: `№${department.number}: ${department.address}` }));

export interface DeliveryFieldsProps {
  readonly t: Translate;
  readonly form: CheckoutFormState;
  readonly options: CheckoutOptions;
  /** The goods total, for the free-delivery note. */
  readonly total: number;
}

/**
 * The city (a list; without script "show the city's departments" posts the form back with that
 * city's branches and lockers), the delivery type (those a product of the cart rules out disabled,
 * with the reason) and the chosen type's details, shown by CSS alone.
 */
export function DeliveryFields({ t, form, options, total }: DeliveryFieldsProps) {
  const props = (name: string) => fieldProps(form, name);
  const type = form.values[F.delivery] ?? DELIVERY_TYPES.newPost;
  const cost = deliveryCost(total, DELIVERY_TYPES.newPost);
  const city = (
    <div className="delivery-city">
      <SelectField
        {...props(F.cityId)}
        value={String(options.city?.id ?? '')}
        label={t('pages.checkout.delivery_city')}
        options={options.cities.map((one) => ({ value: String(one.id), label: `${one.title} (${one.region})` }))}
        hint={t('pages.checkout.city_hint')}
      />
      <button className="button button--secondary" type="submit" name={F.action} value="city" formNoValidate>
        {t('pages.checkout.show_departments')}
      </button>
    </div>
  );
  const unavailable = (key: string) => t('pages.checkout.unavailable', { reason: t(key as never) });
  return (
    <ChoiceGroup
      name={F.delivery}
      legend={t('checkout.delivery.title')}
      className="delivery"
      checked={type}
      error={form.errors[F.delivery]}
      before={city}
      choices={[
        { value: DELIVERY_TYPES.newPost, label: t('checkout.delivery.types.newpost') },
        {
          value: DELIVERY_TYPES.parcelLocker,
          label: t('checkout.delivery.types.np-mailbox'),
          disabled: options.lockerBlocked,
          note: options.lockerBlocked ? unavailable(e.deliveryUnavailableParcelLocker) : undefined,
        },
        { value: DELIVERY_TYPES.courier, label: t('checkout.delivery.types.courier') },
        {
          value: DELIVERY_TYPES.selfDelivery,
          label: t('checkout.delivery.types.self-delivery'),
          disabled: options.pickupBlocked,
          note: options.pickupBlocked ? unavailable(e.deliveryUnavailableSelfPickup) : undefined,
        },
      ]}
    >
      <div className="delivery-details delivery-details--newpost">
        <SelectField {...props(F.branchId)} label={t('checkout.delivery.department')} options={departmentOptions(options.branches)} empty={t('pages.checkout.no_departments')} />
      </div>
      <div className="delivery-details delivery-details--np-mailbox">
        <SelectField {...props(F.lockerId)} label={t('checkout.delivery.mailbox')} options={departmentOptions(options.lockers)} empty={t('pages.checkout.no_departments')} />
      </div>
      <div className="delivery-details delivery-details--courier field-grid">
        <Field {...props(F.street)} label={t('forms.fields.street')} autocomplete="address-line1" maxlength={100} />
        <Field {...props(F.building)} label={t('forms.fields.building')} maxlength={10} />
        <Field {...props(F.apartment)} label={t('forms.fields.apartment')} maxlength={10} />
      </div>
      <div className="delivery-details delivery-details--self-delivery">
        <SelectField
          {...props(F.storeId)}
          label={t('pages.checkout.shop')}
          options={options.shops.map((shop) => ({ value: String(shop.id), label: `${shop.title}: ${shop.address}` }))}
        />
      </div>
      <p className="hint">
        {cost.free ? t('checkout.delivery.free') : t('checkout.delivery.carrier_tariff')} · {t('checkout.delivery.free_from')}
      </p>
    </ChoiceGroup>
  );
}
