/** Business constants and limits of the shop (spec §5, §9). Amounts are in UAH, times in ms. */

export const CURRENCY = 'UAH';

export const FREE_DELIVERY_FROM = 1500;
export const PASSPORT_THRESHOLD = 5000;
export const CASH_LIMIT_COURIER_PER_DAY = 50_000;
export const CASH_LIMIT_CARRIER = 150_000;
export const BONUS_TO_UAH = 1;

export const PASSWORD_MIN = 6;
/** Not in the spec; bounds hashing cost and catches pasted garbage. */
export const PASSWORD_MAX = 128;
/** Not in the spec: a one-letter name is almost always a typo, 50 fits any real name part. */
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

export const PHONE_MASK = '+38 ### ### ## ##';
export const PHONE_PREFIX = '+38 ';

export const PAGE_SIZE = 24;
export const DEFAULT_CITY_ID = 56;
export const DEFAULT_LANG = 'uk';
export const DEFAULT_COUNTRY = 'uk';

export const COUNTRY_BOUNDS = Object.freeze({
  topLeft: Object.freeze({ lat: 52.38, lng: 22.14 }),
  bottomRight: Object.freeze({ lat: 44.39, lng: 40.23 }),
});

export const ADD_TO_CART_ANIMATION_MS = 300;
export const MODAL_CLOSE_MS = 300;
export const TRANSLATION_POLL_MS = 1000;
export const DEBOUNCE_MS = 166;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SLIDE_MS = Object.freeze({ fast: 200, normal: 400, slow: 600 });
export const BANNER_AUTOPLAY_MS = 3000;
export const MAIN_SLIDER_SPEED_MS = 600;

/** Main page promo banner slider (spec §4, §9). */
export const MAIN_SLIDER = Object.freeze({
  loop: true,
  autoplayMs: BANNER_AUTOPLAY_MS,
  speedMs: MAIN_SLIDER_SPEED_MS,
  slidesPerView: 1,
  gap: 8,
});

/** The layout is "mobile" below this width. */
export const MOBILE_BREAKPOINT = 1024;
export const HEADER_BREAKPOINT = 768;

/** Banner `<picture>` sources: mobile below 768, tablet below 1024, desktop from 1024. */
export const BANNER_BREAKPOINTS = Object.freeze({ tablet: 768, desktop: 1024 });

/** Top-sales slider: slides per view by minimum viewport width; arrows only above 5 items. */
export const TOP_SALES_SLIDER = Object.freeze({
  slidesPerView: 2,
  gap: 4,
  breakpoints: Object.freeze({ 768: 3, 1024: 4, 1260: 5 }),
  arrowsFromItems: 6,
});

export const THEME_BREAKPOINTS = Object.freeze({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });

export const SUPPORT_PHONE = '0 800 30 00 33';
export const PAYMENT_ERROR_CALLBACK_MINUTES = 10;
