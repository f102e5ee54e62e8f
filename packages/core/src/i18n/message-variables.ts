import {
  CASH_LIMIT_CARRIER,
  CASH_LIMIT_COURIER_PER_DAY,
  FREE_DELIVERY_FROM,
  PASSPORT_THRESHOLD,
  SUPPORT_PHONE,
} from '../rules/constants';

/**
 * Shop constants that translations interpolate (docs/errors.md, docs/constants.md). i18next fills them in whenever a
 * `t()` call does not pass its own value, so a message reads the same from every call site and a
 * host can still override one per call. Amounts are numbers in UAH, written `{{name, price}}`
 * ('грн' does not inflect, so any amount reads correctly). Counted words ("6 символів",
 * "10 хвилин") stay literal in the text: their form depends on the number.
 */
export const messageVariables = {
  supportPhone: SUPPORT_PHONE,
  cashLimitCourier: CASH_LIMIT_COURIER_PER_DAY,
  cashLimitCarrier: CASH_LIMIT_CARRIER,
  passportThreshold: PASSPORT_THRESHOLD,
  freeDeliveryFrom: FREE_DELIVERY_FROM,
} as const;
