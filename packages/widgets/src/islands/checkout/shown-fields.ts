import { DELIVERY_TYPES, isCarrierDelivery, isCorporatePayment, isCourierDelivery, PAYMENT_TYPES, type CheckoutValues } from '@vitrina/core';

/**
 * The fields the checkout shows for these values, by name: a verdict on any other field (the
 * server's, say) is shown above the form instead.
 */
export function shownFields(values: CheckoutValues, needsPassport: boolean): string[] {
  if (values.orderType === 'fast') return ['person.phone', 'person.firstName'];
  const fields = ['person.lastName', 'person.firstName', 'person.middleName', 'person.phone', 'person.email'];
  if (values.recipient === 'another') {
    fields.push('recipient.person.lastName', 'recipient.person.firstName', 'recipient.person.middleName', 'recipient.person.phone');
  }
  if (values.delivery !== DELIVERY_TYPES.selfDelivery) fields.push('delivery.city_id');
  fields.push('delivery.type');
  if (isCarrierDelivery(values.delivery)) fields.push('delivery.department_id');
  if (isCourierDelivery(values.delivery)) fields.push('delivery.address.street', 'delivery.address.building', 'delivery.address.apartment');
  if (values.delivery === DELIVERY_TYPES.selfDelivery) fields.push('delivery.store_id');
  fields.push('payment.type');
  if (values.payment === PAYMENT_TYPES.credit) fields.push('payment.credit');
  if (values.payment !== null && isCorporatePayment(values.payment)) {
    fields.push('company.companyName', 'company.companyCode', 'company.taxNumber', 'company.passport');
  }
  if (needsPassport) fields.push('passport');
  fields.push('comment');
  return fields;
}
