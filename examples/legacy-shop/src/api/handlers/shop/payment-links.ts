import { isCorporatePayment, isPaidOnReceipt } from '@vitrina/core';
import { randomBytes } from 'node:crypto';
import { conflict, notFound, unprocessable } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';
import { checkCreditAllowed } from './credit-rules';
import { orderById, orderByLink, orderPaymentType } from './payment-orders';
import { paymentPageUrl } from './payment-urls';
import { isCorporate, requireUser } from './request-user';

/** An order as its payment link shows it, by the link's unguessable key. */
export const paymentDataByLink: ApiHandler<'paymentDataByLink'> = ({ db, id }) => {
  const order = orderByLink(db, id);
  if (!order || id === undefined) throw notFound('No such payment link');
  return {
    success: true,
    data: {
      order_id: order.id,
      status: order.status,
      amount: order.total,
      payment_type: orderPaymentType(order),
      payment_url: order.status === 'needs_payment' ? paymentPageUrl(id) : null,
    },
  };
};

/**
 * A new payment link for the signed-in user's own order that still needs payment, to pay it
 * online with `payment_type`; the order takes that payment type. Someone else's order is as
 * unknown as a missing one.
 */
export const createPaymentLink: ApiHandler<'createPaymentLink'> = ({ db, input, user, now }) => {
  const owner = requireUser(user);
  const order = orderById(db, input.order_id);
  if (!order || order.user_id !== owner.id) throw notFound(`No order ${input.order_id}`);
  if (order.status !== 'needs_payment') throw conflict('errors.generic', `Order ${order.id} is ${order.status}`);
  if (isPaidOnReceipt(input.payment_type)) {
    throw unprocessable('validation.invalid', 'Payment on receipt needs no link', { payment_type: 'validation.invalid' });
  }
  if (isCorporatePayment(input.payment_type) && !isCorporate(owner)) {
    throw unprocessable('validation.invalid', 'Company transfers are for corporate customers', { payment_type: 'validation.invalid' });
  }
  if (input.payment_type === 'credit') checkCreditAllowed(db, order);

  const token = randomBytes(32).toString('base64url');
  db.prepare('UPDATE orders SET payment_type = ? WHERE id = ?').run(input.payment_type, order.id);
  db.prepare('INSERT INTO payment_links (token, order_id, created_at) VALUES (?, ?, ?)').run(token, order.id, now.toISOString());
  return { success: true, data: { url: paymentPageUrl(token) } };
};
