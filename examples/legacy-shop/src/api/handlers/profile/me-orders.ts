import type { UserOrder } from '@vitrina/core';
import { ordersOfUser } from '../../../pages/data/orders';
import type { ApiHandler } from '../../handler';
import { paymentPageUrl } from '../shop/payment-urls';
import { signedInUser } from './signed-in-user';

/**
 * The caller's orders, newest first, in the request's language, with the payment page of each
 * one that needs payment (its public id is its payment link, for its owner only).
 */
export const meOrders: ApiHandler<'meOrders'> = ({ db, user, lang }) => ({
  success: true,
  data: ordersOfUser(db, signedInUser(user).id, lang).map(
    (order): UserOrder => ({
      id: order.id,
      status: order.status,
      total: order.total,
      created_at: order.createdAt,
      items: order.items.map(({ title, quantity }) => ({ title, quantity })),
      payment_url: order.status === 'needs_payment' ? paymentPageUrl(order.publicId) : null,
    }),
  ),
});
