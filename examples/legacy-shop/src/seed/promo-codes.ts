import type { Db } from '../db/open-database';
import { promoCodeSeeds } from './data/promo-codes-data';

export function seedPromoCodes(db: Db): number {
  const insert = db.prepare('INSERT INTO promo_codes (code, discount_percent, status, expires_at, single_use) VALUES (?, ?, ?, ?, ?)');
  for (const promo of promoCodeSeeds) insert.run(promo.code, promo.discountPercent, promo.status, promo.expiresAt, promo.singleUse ? 1 : 0);
  return promoCodeSeeds.length;
}
