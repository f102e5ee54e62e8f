import type { NotifierVariant } from '@vitrina/core';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { TOAST_DISMISS_MS } from './toast-timing';

export interface Toast {
  readonly message: string;
  readonly variant: NotifierVariant;
}

export interface ToastRegionProps {
  /** The toast shown, or null; a new object is a new toast (its timer starts again). */
  readonly toast: Toast | null;
  readonly onDismiss: () => void;
  /** What the live region says while a toast is shown (notifier-toast.tsx's ToastMessage). */
  readonly message: ReactNode;
  /** The toast's dismiss button (notifier-toast.tsx's ToastDismiss). */
  readonly dismissButton: ReactNode;
}

/**
 * Where toasts show: a polite live region, in the page from the first paint and while empty — a
 * live region inserted together with its message is not announced, so it cannot wait for the
 * toast's own code. A toast dismisses itself after TOAST_DISMISS_MS, except while the pointer is
 * over it or the focus is in it.
 */
export function ToastRegion({ toast, onDismiss, message, dismissButton }: ToastRegionProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismiss = useEffectEvent(() => onDismiss());
  const held = hovered || focused;

  useEffect(() => {
    if (!toast || held) return;
    const timer = setTimeout(() => dismiss(), TOAST_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [toast, held]);

  return (
    <div
      className={toast ? `vitrina-notifier__toast vitrina-notifier--${toast.variant}` : 'vitrina-notifier__toast is-empty'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="vitrina-notifier__message" role="status" aria-live="polite" aria-atomic="true">
        {toast && message}
      </div>
      {toast && dismissButton}
    </div>
  );
}
