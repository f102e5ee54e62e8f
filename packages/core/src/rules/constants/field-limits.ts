/** Lengths and formats of form fields (docs/constants.md). */

export const PASSWORD_MIN = 6;
/** Bounds hashing cost and catches pasted garbage. */
export const PASSWORD_MAX = 128;
/** A one-letter name is almost always a typo, 50 fits any real name part. */
export const NAME_MIN = 2;
export const NAME_MAX = 50;
/** RFC 5321 path limit. */
export const EMAIL_MAX = 254;
export const COMPANY_NAME_MAX = 255;
export const STREET_MAX = 100;
export const PROMO_CODE_MIN = 4;
export const PROMO_CODE_MAX = 50;
export const COMPANY_CODE_DIGITS = 8;
export const TAX_NUMBER_DIGITS = 10;
/** The plastic ID card's number; the old booklet's series is two letters and six digits. */
export const ID_CARD_DIGITS = 9;

/** An order's comment, as the order request caps it. */
export const ORDER_COMMENT_MAX = 500;
/** A business (SMB) request's comment. */
export const SMB_COMMENT_MAX = 2000;
/** The city search of the checkout asks the shop from this many typed characters on. */
export const CITY_SEARCH_MIN_CHARS = 2;

export const PHONE_MASK = '+38 ### ### ## ##';
export const PHONE_PREFIX = '+38 ';
