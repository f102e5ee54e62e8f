import type { Db } from '../../db/open-database';

/** Whether the user has pre-ordered the product (the pre-order button's "processed" state). */
export function hasPreordered(db: Db, userId: number, productId: number): boolean {
  return db.prepare('SELECT 1 FROM preorders WHERE user_id = ? AND product_id = ?').get(userId, productId) !== undefined;
}
