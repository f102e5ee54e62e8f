import { useLayoutEffect } from 'react';
import { useIslandHost } from '../../ui/island-host';
import type { CartLinkProps } from './cart-link-props';
import { CartLinkCounter } from './cart-link';
import { useCartCount } from './use-cart-count';

/**
 * The cart link's island: the island is the shop's `<a hidden>` itself, so the widget sets `hidden`,
 * the accessible name and `data-count` on it and renders only the icon and the count inside.
 */
export function CartLinkIsland({ count: serverCount = 0 }: CartLinkProps) {
  const { count, label } = useCartCount(serverCount);
  const [ref, host] = useIslandHost<HTMLSpanElement>('cart-link');

  useLayoutEffect(() => {
    if (!host) return;
    host.toggleAttribute('hidden', count === 0);
    host.setAttribute('aria-label', label);
    host.setAttribute('data-count', String(count));
  }, [host, count, label]);

  return <CartLinkCounter ref={ref} count={count} />;
}
