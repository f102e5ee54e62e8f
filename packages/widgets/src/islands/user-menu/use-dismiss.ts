import { useEffect, type RefObject } from 'react';

/**
 * While `open`, Escape closes and returns focus to the button, and a click or focus outside `root`
 * closes without moving focus.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const doc = root.current?.ownerDocument ?? document;
    const outside = (event: Event) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      close();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
      button.current?.focus();
    };
    doc.addEventListener('pointerdown', outside);
    doc.addEventListener('focusin', outside);
    doc.addEventListener('keydown', escape);
    return () => {
      doc.removeEventListener('pointerdown', outside);
      doc.removeEventListener('focusin', outside);
      doc.removeEventListener('keydown', escape);
    };
  }, [open, root, button, close]);
}
