import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useVitrina } from '../../vitrina-context';
import { useIslandHost } from '../../ui/island-host';
import { FilledIcon } from '../../ui/icons/filled-icon';
import type { CartLinkProps } from './cart-link-props';
import { useMessages } from '../../i18n/use-messages';

/**
 * The header's cart link (docs/pages.md#header): shown only while the cart count is above 0. The island is the
 * shop's `<a hidden>` itself, so the widget sets `hidden` and the accessible name on it.
 */
export function CartLink({ count: serverCount = 0 }: CartLinkProps) {
  useSignals();
  const { state } = useVitrina();
  const { t } = useMessages();
  const [ref, host] = useIslandHost<HTMLSpanElement>('cart-link');
  // Until the SDK's count first changes, the server's count stands: the page may not have seeded
  // the state, and hiding a full cart's link until the cart loads would make it flicker.
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    let first = true;
    return state.cartCount.subscribe(() => {
      if (first) first = false;
      else setSynced(true);
    });
  }, [state.cartCount]);
  const stateCount = state.cartCount.value;
  const count = synced || stateCount > 0 ? stateCount : serverCount;
  void state.lang.value;
  const label = `${t('header.cart')}: ${t('products.count', { count })}`;

  useLayoutEffect(() => {
    if (!host) return;
    host.toggleAttribute('hidden', count === 0);
    host.setAttribute('aria-label', label);
    host.setAttribute('data-count', String(count));
  }, [host, count, label]);

  return (
    <span ref={ref} className="vitrina-cart-link">
      <FilledIcon name="cart" />
      <span className="counter" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}
