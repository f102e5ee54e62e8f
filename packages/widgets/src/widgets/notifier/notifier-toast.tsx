import type { NotifierVariant } from '@vitrina/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { TOAST_DISMISS_MS } from './toast-timing';
import { NotifierIcon } from './variant-icon';

export interface Toast {
  readonly message: string;
  readonly variant: NotifierVariant;
}

export interface NotifierToastProps {
  /** The toast to show, or null; a new object is a new toast (its timer starts again). */
  readonly toast: Toast | null;
  readonly onDismiss: () => void;
}

/**
 * A toast: the message in a polite live region, with a dismiss button. It dismisses itself after
 * TOAST_DISMISS_MS, except while the pointer is over it or the focus is in it. The live region
 * stays in the page while empty, so screen readers announce each message put into it.
 */
export function NotifierToast({ toast, onDismiss }: NotifierToastProps) {
  const { t } = useMessages();
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
        {toast && (
          <>
            <NotifierIcon name={toast.variant} />
            <span className="vitrina-notifier__variant vitrina-visually-hidden">{t(`notifier.variants.${toast.variant}`)}: </span>
            {toast.message}
          </>
        )}
      </div>
      {toast && (
        <button className="vitrina-notifier__dismiss" type="button" aria-label={t('notifier.close')} title={t('notifier.close')} onClick={onDismiss}>
          <NotifierIcon name="close" />
        </button>
      )}
    </div>
  );
}
