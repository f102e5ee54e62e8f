import type { InstalmentBank, OrderStatus } from '@vitrina/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useVitrina } from '../../vitrina-context';
import { checkDelay } from './check-delays';

export interface InstalmentPollingOptions {
  readonly bank: InstalmentBank;
  readonly orderId: number;
  /** The payment link's key: the shopper may not be the order's signed-in owner. */
  readonly linkKey: string;
  /** The bank settled the order (paid, or cancelled): polling stops. */
  readonly onSettled: (status: OrderStatus) => void;
}

export interface InstalmentPolling {
  /** A check is on its way. */
  readonly checking: boolean;
  /** The last check failed (the next one is still scheduled). */
  readonly failed: boolean;
  /** Checks at once, then waits from the shortest delay again. */
  checkNow(): void;
}

/**
 * Asks the shop, again and again, whether the instalment bank approved the order: after 2 s, 4 s,
 * 8 s … and then every 30 s (checkDelay), one check at a time, until the order is paid or
 * cancelled. Nothing is asked while the page is hidden; when it shows again (the shopper is back
 * from the bank's app) it checks at once and starts from the shortest wait.
 */
export function useInstalmentPolling({ bank, orderId, linkKey, onSettled }: InstalmentPollingOptions): InstalmentPolling {
  const { services } = useVitrina();
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const live = useRef(true);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);

  const stopTimer = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };

  const check = useCallback(async () => {
    if (inFlight.current || !live.current) return;
    stopTimer();
    inFlight.current = true;
    setChecking(true);
    let status: OrderStatus | undefined;
    try {
      status = await services.shop.checkInstalmentPayment(bank, orderId, { linkKey });
    } catch {
      status = undefined;
    }
    inFlight.current = false;
    if (!live.current) return;
    setChecking(false);
    setFailed(status === undefined);
    if (status !== undefined && status !== 'needs_payment') {
      live.current = false;
      settled.current(status);
      return;
    }
    if (document.visibilityState === 'hidden') return;
    timer.current = setTimeout(() => void check(), checkDelay(attempt.current));
    attempt.current += 1;
  }, [services, bank, orderId, linkKey]);

  const checkNow = useCallback(() => {
    if (inFlight.current) return;
    attempt.current = 0;
    void check();
  }, [check]);

  useEffect(() => {
    live.current = true;
    attempt.current = 0;
    const schedule = () => {
      stopTimer();
      timer.current = setTimeout(() => void check(), checkDelay(attempt.current));
      attempt.current += 1;
    };
    if (document.visibilityState !== 'hidden') schedule();
    const visibility = () => {
      if (document.visibilityState === 'hidden') stopTimer();
      else if (!inFlight.current) {
        attempt.current = 0;
        void check();
      }
    };
    document.addEventListener('visibilitychange', visibility);
    return () => {
      live.current = false;
      stopTimer();
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [check]);

  return { checking, failed, checkNow };
}
