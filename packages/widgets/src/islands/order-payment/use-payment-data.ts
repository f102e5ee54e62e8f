import type { OrderStatus, PaymentData } from '@vitrina/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useVitrina } from '../../vitrina-context';

export type PaymentDataState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly data: PaymentData };

export interface PaymentDataModel {
  readonly state: PaymentDataState;
  /** Reads the order again (after a failure, or when it may have changed elsewhere). */
  reload(): void;
  /** The status another answer gave (an instalment bank's approval). */
  settle(status: OrderStatus): void;
}

/**
 * The order behind a payment link, read when the island mounts and again on `reload`. Only the
 * latest read's answer counts; none counts after the island is gone. A page restored from the
 * back-forward cache (the shopper came back from the provider's page) reads it again.
 */
export function usePaymentData(link: string): PaymentDataModel {
  const { services } = useVitrina();
  const [state, setState] = useState<PaymentDataState>({ kind: 'loading' });
  const latest = useRef(0);

  // Answers come back asynchronously; only the latest request's answer is kept.
  const fetchData = useCallback(() => {
    const request = ++latest.current;
    services.shop.loadPaymentData(link).then(
      (data) => {
        if (request === latest.current) setState({ kind: 'ready', data });
      },
      () => {
        if (request === latest.current) setState({ kind: 'failed' });
      },
    );
  }, [services, link]);

  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    fetchData();
  }, [fetchData]);

  useEffect(() => {
    fetchData();
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) reload();
    };
    window.addEventListener('pageshow', restored);
    return () => {
      latest.current += 1;
      window.removeEventListener('pageshow', restored);
    };
  }, [fetchData, reload]);

  const settle = useCallback((status: OrderStatus) => {
    setState((current) => {
      if (current.kind !== 'ready') return current;
      const paymentUrl = status === 'needs_payment' ? current.data.payment_url : null;
      return { kind: 'ready', data: { ...current.data, status, payment_url: paymentUrl } };
    });
  }, []);

  return { state, reload, settle };
}
