import { HttpError } from '../../errors';
import { toFormFailure } from '../../forms/form-failure';
import { errorMessages as e } from '../../i18n/messages';
import { apiErrorBodySchema } from '../../schemas/api-error';
import type { Cart } from '../../schemas/cart';
import type { PlaceOrderRequest } from '../../schemas/place-order';
import type { ProductId } from '../../state/id-set';
import { CHECKOUT_FIELDS, checkoutFieldRename } from './checkout-fields';
import { cartProducts } from './checkout-items';
import type { PlaceOrderResult } from './checkout-types';

/** A definite answer: the server looked at the order and refused it, so nothing was stored. 408 is a time-out. */
export function isRefusal(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 408;
}

/** The lines a gifts-run-out refusal names in `fields` (`lines.{productId}`, or the id alone). */
function namedLines(error: HttpError): ProductId[] {
  const fields = apiErrorBodySchema.safeParse(error.body).data?.error.fields ?? {};
  return Object.keys(fields).flatMap((name) => {
    const id = Number(/^(?:lines\.)?([1-9]\d*)$/.exec(name)?.[1]);
    return Number.isSafeInteger(id) ? [id] : [];
  });
}

function receiver(request: PlaceOrderRequest) {
  if (request.order_type === 'fast') return { recipient: 'me' as const, person: {} };
  const { recipient } = request;
  return recipient.type === 'me' ? { recipient: 'me' as const, person: request.person } : { recipient: 'another' as const, person: recipient.person };
}

/**
 * What a refusal of the order means to the form, or null for any other failure: 422 — its
 * fields under the form's names; 409 errors.gifts_run_out — the lines concerned (named by the
 * answer, else the lines the re-read cart marks `gifts_run_out`); any other 409 — the cart
 * changed (its total first of all), so it is read again.
 */
export async function orderRefusal(error: unknown, request: PlaceOrderRequest, reloadCart: () => Promise<Cart | null>): Promise<PlaceOrderResult | null> {
  if (!(error instanceof HttpError)) return null;
  if (error.status === 422) {
    const { recipient, person } = receiver(request);
    return { status: 'invalid', failure: toFormFailure(error, CHECKOUT_FIELDS, checkoutFieldRename(recipient, person)) };
  }
  if (error.status !== 409) return null;
  const cart = await reloadCart().catch(() => null);
  if (error.messageKey !== e.giftsRunOut) return { status: 'total-changed', cart };
  const named = namedLines(error);
  const productIds = named.length > 0 ? named : cartProducts(cart).filter((line) => line.gifts_run_out === true).map((line) => line.id);
  return { status: 'gifts-run-out', productIds };
}
