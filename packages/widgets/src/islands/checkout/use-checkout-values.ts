import type { CheckoutValues } from '@vitrina/core';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useVitrina } from '../../vitrina-context';

/** The checkout form's values, kept as the tab's draft of the cart after every change (the passports left out by the core). */
export function useCheckoutValues(cartId: string, initial: () => CheckoutValues): [CheckoutValues, Dispatch<SetStateAction<CheckoutValues>>] {
  const { services } = useVitrina();
  const [values, setValues] = useState(initial);
  useEffect(() => {
    // A draft that cannot be kept only costs the shopper a retype after a reload (reported by the SDK).
    services.checkout.saveDraft(cartId, values).catch(() => {});
  }, [services, cartId, values]);
  return [values, setValues];
}
