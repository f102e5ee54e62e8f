import type { CheckoutDraft } from '@vitrina/core';
import { useEffect, useState } from 'react';
import { useVitrina } from '../../vitrina-context';

/**
 * The tab's draft of the checkout for the cart, read once the cart is known: undefined while it is
 * read, null when there is none (or it could not be read: the form starts empty).
 */
export function useDraft(cartId: string | null): CheckoutDraft | null | undefined {
  const { services } = useVitrina();
  const [draft, setDraft] = useState<CheckoutDraft | null | undefined>(undefined);
  const [readFor, setReadFor] = useState<string | null>(null);
  useEffect(() => {
    // Only the first cart's draft: a cart merged at login keeps the details already on the form.
    if (cartId === null || readFor !== null) return;
    setReadFor(cartId);
    services.checkout.readDraft(cartId).then(
      (read) => setDraft(read),
      () => setDraft(null),
    );
  }, [services, cartId, readFor]);
  return draft;
}
