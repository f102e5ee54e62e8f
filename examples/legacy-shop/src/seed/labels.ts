import type { Db } from '../db/open-database';
import { LABEL } from './data/labels-data';
import type { GiftPlan } from './gifts';
import { NEW_SINCE, type ProductPlan } from './products';
import type { Random } from './random';

/** The badges of each product, from what the product is (top, new, discounted, with a gift …). */
export function planLabels(plans: readonly ProductPlan[], gifts: readonly GiftPlan[], random: Random): Map<number, number[]> {
  const withGift = new Set(gifts.filter((gift) => gift.stock > 0).map((gift) => gift.productId));
  const labels = new Map<number, number[]>();
  for (const plan of plans) {
    if (plan.service) continue;
    const ids: number[] = [];
    if (plan.isTop) ids.push(LABEL.bestseller);
    if (plan.createdAt >= NEW_SINCE && plan.status !== 'end_of_life') ids.push(LABEL.novelty);
    if (plan.priceWithDiscount !== null) {
      const share = 1 - plan.priceWithDiscount / plan.price;
      if (share >= 0.2) ids.push(LABEL.superPrice);
      else if (random.chance(0.5)) ids.push(LABEL.discount);
    }
    if (withGift.has(plan.id)) ids.push(LABEL.gift);
    if (plan.isCorporate) ids.push(LABEL.b2b);
    if (plan.isAvailableForCredit && (plan.priceWithDiscount ?? plan.price) >= 8000 && random.chance(0.25)) ids.push(LABEL.instalments);
    if (plan.bonus > 0 && random.chance(0.06)) ids.push(LABEL.cashback);
    if (ids.length > 0) labels.set(plan.id, ids.sort((a, b) => a - b));
  }
  return labels;
}

export function insertLabels(db: Db, labels: ReadonlyMap<number, readonly number[]>): number {
  const insert = db.prepare('INSERT INTO product_labels (product_id, label_id) VALUES (?, ?)');
  let rows = 0;
  for (const [productId, ids] of labels) {
    for (const id of ids) {
      insert.run(productId, id);
      rows += 1;
    }
  }
  return rows;
}
