import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useVitrina } from '../../vitrina-context';
import { useMessages } from '../../i18n/use-messages';

/**
 * The cart's count and the link's accessible name ("Кошик: 3 товари"). Until the SDK's count first
 * changes, the server's count stands: the page may not have seeded the state, and hiding a full
 * cart's link until the cart loads would make it flicker.
 */
export function useCartCount(serverCount: number): { count: number; label: string } {
  useSignals();
  const { state } = useVitrina();
  const { t } = useMessages();
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
  return { count, label: `${t('header.cart')}: ${t('products.count', { count })}` };
}
