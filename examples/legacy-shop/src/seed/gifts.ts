import type { Db } from '../db/open-database';
import { isSellable } from './product-status';
import type { ProductPlan } from './products';
import type { Random } from './random';

export interface GiftPlan {
  readonly productId: number;
  readonly giftId: number;
  /** 0: the gifts have run out; the product can still be bought without one. */
  readonly stock: number;
}

const GIFTED = 24;
const RUN_OUT = 4;
const RECEIVING = new Set(['smartphones', 'laptops', 'tvs', 'tablets', 'smart-watches', 'gaming']);
const GIVEN = new Set(['accessories', 'audio']);

const effective = (plan: ProductPlan): number => plan.priceWithDiscount ?? plan.price;

/** Cheap accessories and earbuds as gifts to pricier goods; a few with none left. */
export function planGifts(plans: readonly ProductPlan[], random: Random): GiftPlan[] {
  const pool = plans.filter((plan) => GIVEN.has(plan.category.slug) && isSellable(plan.status) && effective(plan) <= 1800);
  const receivers = plans.filter(
    (plan) => RECEIVING.has(plan.category.slug) && isSellable(plan.status) && !plan.isCorporate && plan.price >= 10_000,
  );
  return random
    .sample(receivers, GIFTED)
    .map((plan, index) => ({ productId: plan.id, giftId: random.pick(pool).id, stock: index < RUN_OUT ? 0 : random.int(3, 60) }))
    .sort((a, b) => a.productId - b.productId);
}

export function insertGifts(db: Db, gifts: readonly GiftPlan[]): number {
  const insert = db.prepare('INSERT INTO product_gifts (product_id, gift_id, stock) VALUES (?, ?, ?)');
  for (const gift of gifts) insert.run(gift.productId, gift.giftId, gift.stock);
  return gifts.length;
}
