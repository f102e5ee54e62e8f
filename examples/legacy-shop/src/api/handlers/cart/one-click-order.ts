import { optionalNameSchema, phoneSchema, validationMessages as v } from '@vitrina/core';
import type * as z from 'zod/mini';
import { takeAddressAttempt } from '../../../auth/address-throttle';
import { placeOneClickOrder } from '../../../cart/one-click-order';
import { ApiError, unprocessable } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';

function field<T>(name: string, schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const key = parsed.error.issues[0]?.message ?? v.invalid;
  throw unprocessable(key, `${name} is not valid`, { [name]: key });
}

const throttled = () => new ApiError(429, 'errors.generic', 'Too many one-click orders from this address; try again later');

/**
 * Phone and name follow the core's rules; the price is the server's, whatever the client thinks.
 * An address places a limited number of orders in a while: they need no account and take gifts.
 */
export const oneClickOrder: ApiHandler<'oneClickOrder'> = ({ db, settings, input, user, ip, now }) => {
  const phone = field('phone', phoneSchema, input.phone);
  const name = field('name', optionalNameSchema, input.name);
  if (!takeAddressAttempt(db, settings, 'one-click-order', ip, now)) throw throttled();
  const orderId = placeOneClickOrder(db, { productId: input.product_id, phone, name, user, now });
  return { success: true, data: { order_id: orderId } };
};
