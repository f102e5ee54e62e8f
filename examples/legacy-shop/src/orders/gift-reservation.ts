import { errorMessages as e } from '@vitrina/core';
import type { Db } from '../db/open-database';
import { ApiError } from '../http/api-error';
import type { OrderLine } from './order-cart';

export interface GiftChoice {
  /** Lines the shopper buys without their gift (the request's `without_gift`). */
  readonly withoutGift: ReadonlySet<number>;
  /** Paid by credit: no gift comes with any line. */
  readonly credit: boolean;
}

/** 409: the order can be placed again with these lines in `without_gift`. */
export const giftsRanOut = (productIds: readonly number[]) =>
  new ApiError(
    409,
    e.giftsRunOut,
    `The gifts of ${productIds.join(', ')} have run out`,
    Object.fromEntries(productIds.map((id) => [`lines.${id}`, e.giftsRunOut])),
  );

/**
 * Takes the order's gifts from stock: one per line that comes with a gift, unless the shopper
 * buys it without (in the cart or in this order) or pays by credit. Each is a conditional UPDATE
 * (stock > 0) inside the order's write transaction, so two orders never take the last gift twice.
 * Returns the gift of each line that got one; when any line's gifts have run out, refuses with 409
 * naming every such line ('lines.{id}': 'errors.gifts_run_out') and the transaction puts back the
 * gifts taken meanwhile.
 */
export function reserveGifts(db: Db, lines: readonly OrderLine[], choice: GiftChoice): Map<number, number> {
  const take = db.prepare('UPDATE product_gifts SET stock = stock - 1 WHERE product_id = ? AND stock > 0');
  const taken = new Map<number, number>();
  const runOut: number[] = [];
  for (const line of lines) {
    if (line.giftId === null || line.withoutGift || choice.credit || choice.withoutGift.has(line.productId)) continue;
    if (take.run(line.productId).changes === 1) taken.set(line.productId, line.giftId);
    else runOut.push(line.productId);
  }
  if (runOut.length > 0) throw giftsRanOut(runOut);
  return taken;
}
