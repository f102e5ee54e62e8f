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

export { TRIGGER_SELECTOR, STATEFUL_TRIGGER_SELECTOR } from './trigger-selectors';

/** The lists a toggle names. */
export const TRIGGER_LISTS = ['favorites', 'compares'] as const;
export type TriggerList = (typeof TRIGGER_LISTS)[number];

/** The modals about one product: their trigger must name it with `data-vitrina-product`. */
export const PRODUCT_MODALS = ['pre-order', 'remind', 'one-click', 'distributors', 'credit-info'] as const satisfies readonly ModalId[];

type TriggerAttrs = Readonly<Record<string, string>>;

/**
 * A trigger's attributes for a server's template, typed: `<a href="/login" {...triggerAttrs.open('login')}>`.
 * The values are the page's to escape, as any attribute's.
 */
export const triggerAttrs = {
  open: (modal: ModalId, productId?: number): TriggerAttrs => ({
    [TRIGGER_ATTRIBUTES.open]: modal,
    ...(productId === undefined ? {} : { [TRIGGER_ATTRIBUTES.product]: String(productId) }),
  }),
  addToCart: (productId: number): TriggerAttrs => ({ [TRIGGER_ATTRIBUTES.addToCart]: String(productId) }),
  toggle: (list: TriggerList, productId: number): TriggerAttrs => ({ [TRIGGER_ATTRIBUTES.toggle]: list, [TRIGGER_ATTRIBUTES.product]: String(productId) }),
};
