import type { CartCreditOffers } from '@vitrina/core';
import { useEffect, useState } from 'react';
import { useVitrina } from '../../vitrina-context';

export type CreditOffersState =
  | { readonly status: 'off' | 'loading' | 'failed'; readonly offers: null }
  | { readonly status: 'ready'; readonly offers: CartCreditOffers };

/** The cart's credit offers, loaded when the checkout opens for a buyer who may pay by credit. */
export function useCreditOffers(cartId: string, wanted: boolean): CreditOffersState {
  const { services } = useVitrina();
  const [state, setState] = useState<CreditOffersState>({ status: wanted ? 'loading' : 'off', offers: null });
  useEffect(() => {
    if (!wanted) {
      setState({ status: 'off', offers: null });
      return;
    }
    let live = true;
    setState({ status: 'loading', offers: null });
    services.checkout.loadCreditOffers(cartId).then(
      (offers) => live && setState({ status: 'ready', offers }),
      () => live && setState({ status: 'failed', offers: null }),
    );
    return () => {
      live = false;
    };
  }, [services, cartId, wanted]);
  return state;
}
