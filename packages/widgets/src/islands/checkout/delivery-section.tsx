import { DELIVERY_TYPES, isCarrierDelivery, isCourierDelivery, type CheckoutOption, type CheckoutValues, type DeliveryType } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';
import { CityCombobox } from './city-combobox';
import { CourierAddress } from './courier-address';
import type { Store } from './checkout-props';
import { DepartmentPicker } from './department-picker';
import type { FieldOf } from './field-of';
import { OptionRadios } from './option-radios';
import { StorePicker } from './store-picker';

interface DeliverySectionProps {
  readonly values: CheckoutValues;
  readonly update: (patch: Partial<CheckoutValues>) => void;
  readonly options: readonly CheckoutOption<DeliveryType>[];
  readonly stores: readonly Store[];
  readonly field: FieldOf;
  /** A field's verdict, already translated. */
  readonly error: (name: string) => string | undefined;
  readonly forget: (name: string) => void;
}

/**
 * Delivery: the city (not for pick-up in a shop), the types the cart's items allow (the others
 * disabled with the reason), and what the chosen type needs: a branch or parcel locker of the
 * city, the courier's address, or the shop.
 */
export function DeliverySection({ values, update, options, stores, field, error, forget }: DeliverySectionProps) {
  const { t } = useMessages();
  const { delivery, city } = values;
  const choose = (patch: Partial<CheckoutValues>, ...fields: string[]) => {
    update(patch);
    for (const name of fields) forget(name);
  };
  return (
    <fieldset className="vitrina-checkout__section">
      <legend className="vitrina-checkout__legend">{t('checkout.delivery.title')}</legend>
      {delivery !== DELIVERY_TYPES.selfDelivery && (
        <CityCombobox
          text={values.cityText}
          onText={(cityText) => choose({ cityText }, 'delivery.city_id')}
          onChoose={(chosen) => choose({ city: { id: chosen.id, title: chosen.title }, cityText: chosen.title, departmentId: null }, 'delivery.city_id')}
          error={error('delivery.city_id')}
        />
      )}
      <OptionRadios
        legend={t('checkout_form.delivery_type')}
        options={options}
        value={delivery}
        onChange={(type) => choose({ delivery: type, departmentId: null }, 'delivery.type', 'payment.type')}
        label={(type) => t(`checkout.delivery.types.${type}`)}
        error={error('delivery.type')}
      >
        {isCarrierDelivery(delivery) && city && (
          <DepartmentPicker
            cityId={city.id}
            type={delivery === DELIVERY_TYPES.parcelLocker ? 'np-mailbox' : 'newpost'}
            value={values.departmentId}
            onChange={(departmentId) => choose({ departmentId }, 'delivery.department_id')}
            error={error('delivery.department_id')}
          />
        )}
        {isCourierDelivery(delivery) && <CourierAddress field={field} />}
        {delivery === DELIVERY_TYPES.selfDelivery && (
          <StorePicker stores={stores} value={values.storeId} onChange={(storeId) => choose({ storeId }, 'delivery.store_id')} error={error('delivery.store_id')} />
        )}
      </OptionRadios>
    </fieldset>
  );
}
