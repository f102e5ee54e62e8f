import { VitrinaError } from '@vitrina/core';
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { messageText } from '../../i18n/message-text';
import { useMessages } from '../../i18n/use-messages';

export interface CartNotices {
  /** A change of `title` the cart refused (and took back): a notice with the server's reason. */
  refused(title: string, error: unknown): void;
  /** Read out politely, not shown (a line removed). */
  announce(text: string): void;
}

const NoticesContext = createContext<CartNotices | null>(null);

/** The notices of the cart island around it. */
export function useCartNotices(): CartNotices {
  const notices = use(NoticesContext);
  if (!notices) throw new Error('useCartNotices() needs a <CartNoticesProvider> above it');
  return notices;
}

interface Notice {
  readonly id: number;
  readonly text: string;
}

/** The newest refusals shown at once; older ones give way. */
const MOST_NOTICES = 3;

/**
 * Refusals show above the cart until the shopper closes them (an alert, read out as it appears),
 * in the shopper's language: the server's message key, else the generic error. Announcements go
 * to a polite live region.
 */
export function CartNoticesProvider({ children }: { readonly children: ReactNode }) {
  const { t } = useMessages();
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const lastId = useRef(0);

  const refused = useCallback(
    (title: string, error: unknown) => {
      const reason = messageText(t, error instanceof VitrinaError ? error.messageKey : 'errors.generic');
      const text = t('cart_page.change_refused', { title, reason });
      setNotices((shown) => [...shown.filter((notice) => notice.text !== text), { id: (lastId.current += 1), text }].slice(-MOST_NOTICES));
    },
    [t],
  );
  const value = useMemo(() => ({ refused, announce: setAnnouncement }), [refused]);

  return (
    <NoticesContext value={value}>
      {notices.length > 0 && (
        <div className="vitrina-cart__notices">
          {notices.map((notice) => (
            <div key={notice.id} className="vitrina-cart-notice" role="alert">
              <span>{notice.text}</span>
              <button
                type="button"
                className="vitrina-cart-notice__close"
                aria-label={t('notifier.close')}
                onClick={() => setNotices((shown) => shown.filter((other) => other.id !== notice.id))}
              >
                ×
              </button>
            </div>
          ))}
        </div>
      )}
      {children}
      <p className="vitrina-visually-hidden" role="status">
        {announcement}
      </p>
    </NoticesContext>
  );
}
