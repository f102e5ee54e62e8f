import * as z from 'zod/mini';
import { ValidationError } from '../../errors';
import { errorMessages as e, validationMessages as v } from '../../i18n/messages';
import { DEFAULT_CITY_ID } from '../../rules/constants';
import type { PaymentType } from '../../rules/payment-types';
import { phoneSchema } from '../../rules/phone';
import { assertValid } from '../../rules/validate';
import type { City } from '../../schemas/city';
import type { DeliveryDepartment } from '../../schemas/delivery-department';
import type { OrderStatus } from '../../schemas/order-status';
import type { PaymentData } from '../../schemas/payment-data';
import type { ServiceContext } from '../service-context';
import type { InstalmentBank } from './shop-types';

/* The shop service's checkout and payment calls: cities, delivery departments, payment links, instalment banks. */

const phoneFormSchema = z.object({ phone: phoneSchema }, v.invalid);

const phoneCheckEndpoint = { monobank: 'monobankValidatePhone', abank: 'abankValidatePhone' } as const;
const callbackEndpoint = { monobank: 'monobankCheckSuccessCallback', abank: 'abankCheckSuccessCallback' } as const;
const notRegisteredKey = { monobank: e.phoneNotRegisteredMono, abank: e.phoneNotRegisteredAbank } as const;

export async function searchCities({ api }: ServiceContext, search?: string): Promise<readonly City[]> {
  const query = search === undefined || search.trim() === '' ? {} : { search: search.trim() };
  const answer = await api.call('cities', { query });
  return answer.data;
}

export async function loadDeliveryDepartments(
  { api }: ServiceContext,
  cityId: number = DEFAULT_CITY_ID,
  deliveryType?: 'newpost' | 'np-mailbox',
): Promise<readonly DeliveryDepartment[]> {
  const answer = await api.call('deliveryDepartments', {
    query: { city_id: cityId, ...(deliveryType === undefined ? {} : { delivery_type: deliveryType }) },
  });
  return answer.data;
}

export async function createPaymentLink(
  { api }: ServiceContext,
  orderId: number,
  paymentType: PaymentType,
  options: { readonly linkKey?: string } = {},
): Promise<string> {
  const answer = await api.call('createPaymentLink', {
    body: { order_id: orderId, payment_type: paymentType },
    ...(options.linkKey === undefined ? {} : { token: options.linkKey }),
  });
  return answer.data.url;
}

export async function loadPaymentData({ api }: ServiceContext, link: string): Promise<PaymentData> {
  const answer = await api.call('paymentDataByLink', { id: link });
  return answer.data;
}

export async function checkInstalmentPhone({ api }: ServiceContext, bank: InstalmentBank, phone: string): Promise<void> {
  const form = assertValid(phoneFormSchema, { phone });
  const answer = await api.call(phoneCheckEndpoint[bank], { body: { phone: form.phone } });
  if (!answer.data.is_registered) throw new ValidationError({ phone: notRegisteredKey[bank] });
}

export async function checkInstalmentPayment(
  { api }: ServiceContext,
  bank: InstalmentBank,
  orderId: number,
  options: { readonly linkKey?: string } = {},
): Promise<OrderStatus> {
  const answer = await api.call(callbackEndpoint[bank], {
    body: { order_id: orderId },
    ...(options.linkKey === undefined ? {} : { token: options.linkKey }),
  });
  return answer.data.status;
}
