import type { OrderStatus } from '@vitrina/core';
import type { Db } from '../../../db/open-database';
import { notFound } from '../../../http/api-error';
import type { ApiHandler, HandlerContext } from '../../handler';
import { orderForRequester, type OrderRow } from './payment-orders';
import { isRegisteredPhone, type SimulatedBank } from './simulated-banks';

/**
 * The check after the shopper confirmed an instalment in the bank's app. Only the order's owner
 * (bearer token of the account) or the holder of its payment link (the link's key sent as the
 * bearer token) may ask; anyone else learns nothing, not even that the order exists. The simulated
 * bank approves a credit order whose phone is registered with it (simulated-banks.ts); the order
 * is then paid. Paid and cancelled orders keep their status.
 */
function checkSuccessCallback(bank: SimulatedBank) {
  return ({ db, input, user, token }: HandlerContext<{ order_id: number }>) => {
    const order = orderForRequester(db, input.order_id, user, token);
    if (!order) throw notFound(`No order ${input.order_id}`);

    let status: OrderStatus = order.status;
    if (status === 'needs_payment' && order.payment_type === 'credit' && approves(db, bank, order)) {
      db.prepare("UPDATE orders SET status = 'paid' WHERE id = ? AND status = 'needs_payment'").run(order.id);
      status = 'paid';
    }
    return { success: true, data: { status } };
  };
}

function approves(db: Db, bank: SimulatedBank, order: OrderRow): boolean {
  const owner =
    order.user_id === null ? undefined : (db.prepare('SELECT phone FROM users WHERE id = ?').get(order.user_id) as { phone: string | null } | undefined);
  const phone = order.phone ?? owner?.phone;
  return typeof phone === 'string' && isRegisteredPhone(bank, phone);
}

export const monobankCheckSuccessCallback: ApiHandler<'monobankCheckSuccessCallback'> = checkSuccessCallback('monobank');
export const abankCheckSuccessCallback: ApiHandler<'abankCheckSuccessCallback'> = checkSuccessCallback('abank');
