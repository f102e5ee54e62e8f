import type { PlacedOrder } from '@vitrina/core';
import type { Context } from 'hono';
import type { HandlerContext } from '../../api/handler';
import { placeOrder } from '../../api/handlers/shop/place-order';
import { answerOnce, idempotencyKey, idempotencyScope } from '../../api/idempotency';
import { inWriteTransaction } from '../../api/write-transaction';
import { mergeGuestCart } from '../../cart/merge-carts';
import type { CartRow } from '../../cart/carts';
import type { PageContext, PagesDeps } from '../context/page-context';
import { orderRequestFromForm, type FormValues } from '../checkout/checkout-form';
import { clientAddress, viewerSession } from './account-calls';
import { endpointInput } from './endpoint-input';

/** The form's Idempotency-Key when it is one the API would take, else undefined. */
export function formIdempotencyKey(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return idempotencyKey(value);
  } catch {
    return undefined;
  }
}

/**
 * Places the order of a posted checkout form through the shop API's own placeOrder handler, in
 * one write transaction, under the form's Idempotency-Key with the scope the API gives it: a
 * second post of the same form (a double click, a reload) gets the first order back. A guest cart
 * a signed-in shopper holds becomes theirs first, as logging in with the widgets merges it; a
 * refusal takes that back with everything else. Throws the refusal (an ApiError).
 */
export function placeCheckoutOrder(c: Context, deps: PagesDeps, ctx: PageContext, cart: CartRow, values: FormValues, key: string): PlacedOrder {
  const { db, settings } = deps;
  const session = viewerSession(c, ctx);
  const ip = clientAddress(c);
  const now = new Date();
  return inWriteTransaction(db, () => {
    const cartId = ctx.viewer && cart.user_id === null ? mergeGuestCart(db, cart, ctx.viewer, now) : cart.id;
    const input = endpointInput('placeOrder', orderRequestFromForm(values, { cartId, signedIn: ctx.viewer !== undefined }));
    const context: HandlerContext<typeof input> = { db, settings, input, id: undefined, params: {}, ...session, lang: ctx.lang, ip, now };
    const call = { key, scope: idempotencyScope('placeOrder', ctx.viewer, {}, input, ip) };
    return answerOnce(db, call, now, () => placeOrder(context)).data;
  });
}
