import { useCallback, useLayoutEffect, useRef, type RefCallback } from 'react';

/**
 * Keeps the keyboard focus in a box whose content gives way to other content (a code's form to
 * the applied code and its removal, and back): when what the box shows changes and the control
 * that had the focus went with the old content, leaving the focus to the page's body, the box's
 * first control takes it. A change while another control has the focus (made in another tab, or
 * after the shopper moved on) leaves the focus there. `shown` names what the box shows.
 */
export function useKeptFocus(shown: unknown): RefCallback<HTMLElement> {
  const box = useRef<HTMLElement | null>(null);
  // The control of the box that last took the focus, until the focus moves out of the box.
  const focused = useRef<Element | null>(null);

  const ref = useCallback((element: HTMLElement | null) => {
    box.current = element;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      focused.current = event.target instanceof Element ? event.target : null;
    };
    // A removed control loses the focus to nothing (relatedTarget null): that is kept in mind.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget)) focused.current = null;
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  useLayoutEffect(() => {
    const lost = focused.current;
    const active = document.activeElement;
    if (!lost || lost.isConnected || (active !== null && active !== document.body)) return;
    focused.current = null;
    box.current?.querySelector<HTMLElement>('input, button, a[href]')?.focus();
  }, [shown]);

  return ref;
}
