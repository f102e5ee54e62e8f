import { isCorporatePayment, isPaidOnReceipt } from '@vitrina/core';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/open-database';
import { conflict, notFound, unauthorized, unprocessable } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { checkCreditAllowed } from './credit-rules';
import { orderByLink, orderCreditType, orderForRequester, orderPaymentType, type OrderRow } from './payment-orders';
import { paymentPageUrl } from './payment-urls';
import { isCorporate } from './request-user';
import { openCardSession, simulatedPayUrl } from './simulated-card-sessions';

/** An order as its payment link shows it, by the link's unguessable key; a credit order with its bank's credit type. */
export const paymentDataByLink: ApiHandler<'paymentDataByLink'> = ({ db, id }) => {
  const order = orderByLink(db, id);
  if (!order || id === undefined) throw notFound('No such payment link');
  const creditType = orderCreditType(db, order);
  return {
    success: true,
    data: {
      order_id: order.id,
      status: order.status,
      amount: order.total,
      payment_type: orderPaymentType(order),
      payment_url: order.status === 'needs_payment' ? paymentPageUrl(id) : null,
      ...(creditType === null ? {} : { credit_type: creditType }),
    },
  };
};

/**
 * Where to go to pay an order that still needs payment with `payment_type`, for its signed-in
 * owner or whoever holds its payment link (the key sent as the bearer token); anyone else finds
 * the order as unknown as a missing one. The order takes that payment type and gets a new payment
 * link. A card payment (liqpay) goes to the payment provider's page; any other to the order's
 * payment page.
 */
export const createPaymentLink: ApiHandler<'createPaymentLink'> = ({ db, input, user, token, now }) => {
  if (!user && token === undefined) throw unauthorized();
  const order = orderForRequester(db, input.order_id, user, token);
  if (!order) throw notFound(`No order ${input.order_id}`);
  if (order.status !== 'needs_payment') throw conflict('errors.generic', `Order ${order.id} is ${order.status}`);
  if (isPaidOnReceipt(input.payment_type)) {
    throw unprocessable('validation.invalid', 'Payment on receipt needs no link', { payment_type: 'validation.invalid' });
  }
  if (isCorporatePayment(input.payment_type) && !isCorporate(user)) {
    throw unprocessable('validation.invalid', 'Company transfers are for corporate customers', { payment_type: 'validation.invalid' });
  }
  if (input.payment_type === 'credit') checkCreditAllowed(db, order);

  const link = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO payment_links (token, order_id, created_at) VALUES (?, ?, ?)').run(link, order.id, now.toISOString());
  if (input.payment_type === 'liqpay') return { success: true, data: { url: payByCard(db, order, link, now) } };
  db.prepare('UPDATE orders SET payment_type = ? WHERE id = ?').run(input.payment_type, order.id);
  return { success: true, data: { url: paymentPageUrl(link) } };
};

/**
 * Switches an order that needs payment to card payment and opens a session with the (simulated)
 * card-payment provider; the provider's page to send the shopper to. `link`: the payment link the
 * shopper holds, which the provider brings them back with.
 */
export function payByCard(db: Db, order: OrderRow, link: string, now: Date): string {
  db.prepare("UPDATE orders SET payment_type = 'liqpay' WHERE id = ?").run(order.id);
  return simulatedPayUrl(openCardSession(db, order, link, now));
}
