/**
 * The shop's promotions by id. The database has no table of campaigns, so there is one: every
 * product with a discount or with a gift in stock (the product tags discount, plusGift).
 */
export const PROMOTION_IDS: ReadonlySet<number> = new Set([1]);
