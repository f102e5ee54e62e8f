import type { NotifierVariant } from '@vitrina/core';

// Each variant has its own shape, so the kind of message does not rest on colour alone.
const paths: Record<NotifierVariant | 'close', string> = {
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 11v5M12 8h.01',
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM8 12.5l3 3 5-6',
  warning: 'M12 3.5 2.5 20h19L12 3.5ZM12 10v4.5M12 17.5h.01',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9 9l6 6M15 9l-6 6',
  close: 'M6 6l12 12M18 6 6 18',
};

/** A decorative icon; the texts around it carry the meaning. */
export function NotifierIcon({ name }: { name: NotifierVariant | 'close' }) {
  return (
    <svg className="vitrina-notifier__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
