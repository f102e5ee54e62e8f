import { FOCUSABLE } from './focus-target';

/** Where focus goes back when a dialog closes: the element that opened it, and that element's island. */
export interface FocusReturn {
  readonly opener: Element;
  readonly island: Element | null;
}

/**
 * Gives focus back to the dialog's opener; when the opener is gone (a login replaced the header's
 * login button with the user menu), to the first focusable element of the island it was in.
 */
export function returnFocus(to: FocusReturn | null): void {
  if (!to) return;
  const { opener, island } = to;
  const target = opener.isConnected ? opener : island?.isConnected ? island.querySelector(FOCUSABLE) : null;
  if (target instanceof HTMLElement) target.focus();
}
