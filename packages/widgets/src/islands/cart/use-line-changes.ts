import type { CartProduct } from '@vitrina/core';
import { useRef, useState, type RefObject } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { useCartNotices } from './cart-notices';
import { lineQuantity } from './cart-view';

export interface LineChanges {
  /** The units to show: the last asked for while changes are on their way, else the cart's. */
  readonly quantity: number;
  step(delta: 1 | -1): void;
  setQuantity(quantity: number): void;
  remove(): void;
}

/**
 * A line's quantity and removal through the cart service's queue: every click is a change of its
 * own, counted from the last one asked for (two quick clicks on + add two units), each sent once
 * in click order. A refused change is taken back by the service and told in a notice.
 */
export function useLineChanges(line: CartProduct, title: string, element: RefObject<HTMLElement | null>): LineChanges {
  const { services } = useVitrina();
  const { t } = useMessages();
  const notices = useCartNotices();
  const confirmed = lineQuantity(line);
  const asked = useRef<number | null>(null);
  const onTheirWay = useRef(0);
  const [shown, setShown] = useState<number | null>(null);

  function setQuantity(quantity: number): void {
    if (quantity === 0) return remove();
    asked.current = quantity;
    setShown(quantity);
    onTheirWay.current += 1;
    services.cart
      .setQuantity(line.id, quantity)
      .catch((error: unknown) => notices.refused(title, error))
      .finally(() => {
        onTheirWay.current -= 1;
        if (onTheirWay.current > 0) return;
        asked.current = null;
        setShown(null);
      });
  }

  function remove(): void {
    const restoreFocus = focusAfterRemoval(element.current);
    services.cart.remove(line.id).then(
      (result) => {
        if (result.status !== 'changed') return;
        notices.announce(t('cart_page.removed', { title }));
        // After the island has rendered the cart without the line.
        setTimeout(restoreFocus, 0);
      },
      (error: unknown) => notices.refused(title, error),
    );
  }

  return {
    quantity: shown ?? confirmed,
    step(delta) {
      const next = (asked.current ?? confirmed) + delta;
      if (next >= 1) setQuantity(next);
    },
    setQuantity,
    remove,
  };
}

/**
 * Where the keyboard goes when the line it was on leaves the cart: the next line's link, else the
 * one before, else the first link or button of the cart (the empty cart's link back to shopping).
 */
function focusAfterRemoval(line: HTMLElement | null): () => void {
  const root = line?.closest<HTMLElement>('.vitrina-cart');
  const lines = root ? [...root.querySelectorAll<HTMLElement>('.vitrina-cart-line')] : [];
  const index = line ? lines.indexOf(line) : -1;
  const neighbours = [lines[index + 1], lines[index - 1]];
  return () => {
    const active = document.activeElement;
    if (!root || line?.isConnected || (active && active !== document.body)) return;
    const neighbour = neighbours.find((candidate) => candidate?.isConnected);
    (neighbour ?? root).querySelector<HTMLElement>('a[href], button')?.focus();
  };
}
