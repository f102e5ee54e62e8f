import type { ModalId } from '@vitrina/core';

/**
 * The declarative triggers (packages/widgets/docs/widget-contract.md#triggers): any element of the
 * page carrying one of the action attributes does that action when clicked, with no script of the
 * page's own. The widgets write the state attributes; the page styles them.
 */
export const TRIGGER_ATTRIBUTES = {
  /** Opens a modal by id: `data-vitrina-open="login"`. */
  open: 'data-vitrina-open',
  /** Puts the product with this id in the cart: `data-vitrina-add-to-cart="1001"`. */
  addToCart: 'data-vitrina-add-to-cart',
  /** Adds the product to a list or takes it out: `data-vitrina-toggle="favorites"` (or `compares`). */
  toggle: 'data-vitrina-toggle',
  /** The product a modal or a toggle is about: `data-vitrina-product="1001"`. */
  product: 'data-vitrina-product',
  /** Written by the widgets: present while an add-to-cart trigger's product is in the cart. */
  inCart: 'data-vitrina-in-cart',
  /** Written by the widgets: present while a toggle's product is in its list. */
  listed: 'data-vitrina-listed',
} as const;

/** Every element that is a trigger, of any kind. */
export const TRIGGER_SELECTOR = `[${TRIGGER_ATTRIBUTES.open}],[${TRIGGER_ATTRIBUTES.addToCart}],[${TRIGGER_ATTRIBUTES.toggle}]`;

/** The triggers that show a state (busy, in the cart, in a list). */
export const STATEFUL_TRIGGER_SELECTOR = `[${TRIGGER_ATTRIBUTES.addToCart}],[${TRIGGER_ATTRIBUTES.toggle}]`;

/** The lists a toggle names. */
export const TRIGGER_LISTS = ['favorites', 'compares'] as const;
export type TriggerList = (typeof TRIGGER_LISTS)[number];

/** The modals about one product: their trigger must name it with `data-vitrina-product`. */
export const PRODUCT_MODALS = ['pre-order', 'remind', 'one-click', 'distributors', 'credit-info'] as const satisfies readonly ModalId[];
