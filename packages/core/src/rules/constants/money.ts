/** Money thresholds and limits of delivery and payment (docs/constants.md). Amounts are in UAH. */

export const CURRENCY = 'UAH';

export const FREE_DELIVERY_FROM = 1500;
export const PASSPORT_THRESHOLD = 5000;
export const CASH_LIMIT_COURIER_PER_DAY = 50_000;
export const CASH_LIMIT_CARRIER = 150_000;
export const BONUS_TO_UAH = 1;
