import type { PlaceOrderRequest } from '../../schemas/place-order';
import type { ServiceContext } from '../service-context';
import { followUpOrder, type OrderFollowUpServices } from './after-order';
import type { CheckoutService, PlaceOrderOptions, PlaceOrderResult } from './checkout-types';
import type { DraftStore } from './draft-store';
import { createOrderAttempts } from './order-attempts';
import { isRefusal, orderRefusal } from './order-refusal';
import { stableJson } from './stable-json';

/**
 * `placeOrder` of the checkout service: one order call at a time (a second submit of the same
 * order shares the call on its way; another order waits for it), each with its attempt's key.
 */
export function createOrderPlacer(
  { api, randomId }: Pick<ServiceContext, 'api' | 'randomId'>,
  services: OrderFollowUpServices,
  drafts: Pick<DraftStore, 'clear'>,
): CheckoutService['placeOrder'] {
  const attempts = createOrderAttempts(randomId);
  const placed = new Set<number>();
  let running: { order: string; result: Promise<PlaceOrderResult> } | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function attempt(request: PlaceOrderRequest, options: PlaceOrderOptions): Promise<PlaceOrderResult> {
    const idempotencyKey = attempts.keyFor(request);
    let answer;
    try {
      answer = await api.call('placeOrder', { body: request, idempotencyKey });
    } catch (error) {
      if (isRefusal(error)) attempts.answered();
      const refusal = await orderRefusal(error, request, () => services.cart.reload());
      if (refusal) return refusal;
      throw error;
    }
    attempts.answered();
    const order = answer.data;
    const firstTime = !placed.has(order.order_id);
    placed.add(order.order_id);
    drafts.clear(request.cart_id);
    await followUpOrder(services, request, order, { ...options, firstTime });
    return { status: 'placed', order };
  }

  return (request, options = {}) => {
    const order = stableJson(request);
    if (running?.order === order) return running.result;
    // Forgotten before the caller hears the outcome: a submit after it is a new attempt.
    const result = queue.then(() => attempt(request, options)).finally(() => {
      if (running === current) running = null;
    });
    const current = { order, result };
    running = current;
    queue = result.catch(() => {});
    return result;
  };
}
