import type { ProductId } from '@vitrina/core';
import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';

export interface ServiceToggle {
  /** The state the service is being switched to while its request runs, else null. */
  readonly pending: boolean | null;
  toggle(on: boolean): Promise<void>;
}

/**
 * Switches one service of a product through the cart service. A service rides on its product's
 * cart line, so checking one for a product not yet in the cart puts the product in first. While a
 * request runs the checkbox shows the state asked for; afterwards the cart decides, so a refused
 * change falls back to what the cart holds, and the shopper is told.
 */
export function useServiceToggle(productId: ProductId, serviceId: ProductId): ServiceToggle {
  const { state, services } = useVitrina();
  const { t } = useMessages();
  const [pending, setPending] = useState<boolean | null>(null);

  async function change(on: boolean): Promise<boolean> {
    if (on && !state.cart.has(productId).peek()) {
      const added = await services.cart.add(productId);
      if (added.status === 'cancelled') return false;
    }
    const result = await services.cart.setService(productId, serviceId, on);
    // Unchecking a service whose product has left the cart meanwhile: nothing is left to remove.
    return result.status === 'changed' || (!on && result.status === 'unchanged');
  }

  async function toggle(on: boolean): Promise<void> {
    if (pending !== null) return;
    setPending(on);
    const done = await change(on).catch(() => false);
    setPending(null);
    if (!done) services.ui.notify(t('product.service_failed'), 'error');
  }

  return { pending, toggle };
}
