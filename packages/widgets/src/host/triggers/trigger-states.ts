import type { ProductId, Vitrina } from '@vitrina/core';
import { STATEFUL_TRIGGER_SELECTOR, TRIGGER_ATTRIBUTES } from '../../contract/triggers';
import { readTrigger } from './read-trigger';
import { warnOnce } from './warn-once';

export interface TriggerStates {
  /** Writes the states of the triggers in `root` (the document, or an element added to it). */
  sync(root: ParentNode): void;
  /** A toggle's change is on its way (or has answered): its triggers are busy (or no longer). */
  setToggleBusy(list: string, productId: ProductId, busy: boolean): void;
  stop(): void;
}

/** Sets or removes one attribute, touching the element only when it changes. */
function write(element: Element, name: string, value: string | null): void {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

const isButton = (element: Element) => element.tagName === 'BUTTON' || element.getAttribute('role') === 'button';

/**
 * The states of the add-to-cart and toggle triggers, as attributes the page styles
 * (docs/widget-contract.md#triggers), following the SDK's state: the cart, its changes on their way,
 * the favourites and compare lists — another tab's change included, since the SDK follows it.
 *
 * - busy: `aria-busy="true"` and `aria-disabled="true"` while the product's change is on its way
 *   (not `disabled`, which would drop a keyboard user's focus);
 * - add to cart: `data-vitrina-in-cart` while the product is in the cart and not busy;
 * - toggle: `data-vitrina-listed` while the product is in the list, and `aria-pressed` on a button.
 */
export function createTriggerStates(document: Document, vitrina: Vitrina): TriggerStates {
  const { state, services } = vitrina;
  const busyToggles = new Set<string>();

  const syncOne = (element: Element) => {
    const read = readTrigger(element);
    if ('problem' in read) return warnOnce(element, read.problem);
    if (read.action.kind === 'open') return;
    const { action } = read;
    const busy = action.kind === 'add-to-cart' ? services.cart.pending.has(action.productId).peek() : busyToggles.has(`${action.list}:${action.productId}`);
    write(element, 'aria-busy', busy ? 'true' : null);
    write(element, 'aria-disabled', busy ? 'true' : null);
    if (action.kind === 'add-to-cart') {
      // As the card's button: "adding" until the cart has answered, then "in the cart".
      write(element, TRIGGER_ATTRIBUTES.inCart, !busy && state.cart.has(action.productId).peek() ? '' : null);
      return;
    }
    const listed = state[action.list].has(action.productId).peek();
    write(element, TRIGGER_ATTRIBUTES.listed, listed ? '' : null);
    if (isButton(element)) write(element, 'aria-pressed', String(listed));
  };

  const sync = (root: ParentNode) => {
    if (root instanceof Element && root.matches(STATEFUL_TRIGGER_SELECTOR)) syncOne(root);
    for (const element of root.querySelectorAll(STATEFUL_TRIGGER_SELECTOR)) syncOne(element);
  };

  // `subscribe` calls at once too; the first full sync is the caller's.
  let subscribed = false;
  const onChange = () => {
    if (subscribed) sync(document);
  };
  const unsubscribe = [state.cart.ids, services.cart.pending.ids, state.favorites.ids, state.compares.ids].map((ids) => ids.subscribe(onChange));
  subscribed = true;

  return {
    sync,
    setToggleBusy(list, productId, busy) {
      const key = `${list}:${productId}`;
      if (busy) busyToggles.add(key);
      else busyToggles.delete(key);
      sync(document);
    },
    stop() {
      for (const stop of unsubscribe) stop();
    },
  };
}
