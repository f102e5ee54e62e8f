/*
 * The triggers' selectors, spelled out in a module of their own: the script's entry needs only these,
 * not the rest of contract/triggers.ts (whose test checks they match its attribute names).
 */

/** Every element that is a trigger, of any kind. */
export const TRIGGER_SELECTOR = '[data-vitrina-open],[data-vitrina-add-to-cart],[data-vitrina-toggle]';

/** The triggers that show a state (busy, in the cart, in a list). */
export const STATEFUL_TRIGGER_SELECTOR = '[data-vitrina-add-to-cart],[data-vitrina-toggle]';
