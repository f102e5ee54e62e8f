/** The shop's support contacts (docs/constants.md). */

export const SUPPORT_PHONE = '0 800 30 00 33';
/** After a payment error the shop calls back within this time, else the shopper calls (the text says so). */
export const PAYMENT_ERROR_CALLBACK_MINUTES = 10;
