import { isModalId, type ModalId, type ProductId } from '@vitrina/core';
import { PRODUCT_MODALS, TRIGGER_ATTRIBUTES, TRIGGER_LISTS, type TriggerList } from '../../contract/triggers';

export type TriggerAction =
  | { readonly kind: 'open'; readonly modal: ModalId; readonly productId?: ProductId }
  | { readonly kind: 'add-to-cart'; readonly productId: ProductId }
  | { readonly kind: 'toggle'; readonly list: TriggerList; readonly productId: ProductId };

/** What a trigger's attributes ask for, or why they cannot be done (for the console). */
export type ReadTrigger = { readonly action: TriggerAction } | { readonly problem: string };

const { open, addToCart, toggle, product } = TRIGGER_ATTRIBUTES;
const PRODUCT_ID = /^[1-9]\d{0,14}$/;

/** A product id as a page writes it: digits, no sign, no leading zero. */
function productIdOf(raw: string | null): ProductId | null {
  const value = raw?.trim() ?? '';
  return PRODUCT_ID.test(value) ? Number(value) : null;
}

/** Reads one trigger's attributes (contract/triggers.ts); nothing about it is assumed valid. */
export function readTrigger(element: Element): ReadTrigger {
  const kinds = [open, addToCart, toggle].filter((name) => element.hasAttribute(name));
  if (kinds.length !== 1) return { problem: `has ${kinds.join(' and ')}: one action per element` };
  const rawProduct = element.getAttribute(product);
  const productId = productIdOf(rawProduct);
  const badProduct = (name: string) => ({ problem: `has ${name}=${JSON.stringify(rawProduct ?? '')}, which is not a product id` });
  const [kind] = kinds;

  if (kind === addToCart) {
    const id = productIdOf(element.getAttribute(addToCart));
    return id === null ? { problem: `has ${addToCart}=${JSON.stringify(element.getAttribute(addToCart))}, which is not a product id` } : { action: { kind: 'add-to-cart', productId: id } };
  }
  if (kind === toggle) {
    const list = element.getAttribute(toggle);
    if (!(TRIGGER_LISTS as readonly (string | null)[]).includes(list)) {
      return { problem: `has ${toggle}=${JSON.stringify(list)}; a list is one of ${TRIGGER_LISTS.join(', ')}` };
    }
    if (productId === null) return rawProduct === null ? { problem: `has no ${product}` } : badProduct(product);
    return { action: { kind: 'toggle', list: list as TriggerList, productId } };
  }
  const modal = element.getAttribute(open);
  if (!isModalId(modal)) return { problem: `has ${open}=${JSON.stringify(modal)}, which is no modal` };
  if (rawProduct !== null && productId === null) return badProduct(product);
  if (productId === null && (PRODUCT_MODALS as readonly ModalId[]).includes(modal)) return { problem: `opens ${modal}, which needs ${product}` };
  return { action: { kind: 'open', modal, ...(productId === null ? {} : { productId }) } };
}
