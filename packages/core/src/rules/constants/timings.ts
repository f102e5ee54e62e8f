/** Animation, polling and loading timings, in ms (docs/constants.md). */

export const ADD_TO_CART_ANIMATION_MS = 300;
export const MODAL_CLOSE_MS = 300;
export const TRANSLATION_POLL_MS = 1000;
export const DEBOUNCE_MS = 166;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SLIDE_MS = Object.freeze({ fast: 200, normal: 400, slow: 600 });
/** The most an order waits, once placed, for its purchase event, contact sync and cart re-read before the shopper moves on. */
export const ORDER_FOLLOW_UP_MS = 3000;
