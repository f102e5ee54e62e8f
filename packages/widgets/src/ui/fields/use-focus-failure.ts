import { useEffect, type RefObject } from 'react';

/**
 * After each failed submit (`failures` counts them), moves focus to the form's first invalid
 * field, else to its failure message (`[role="alert"]`, focusable), so a keyboard or screen-reader
 * user lands on what to fix. A field that has the focus already (the shopper pressed Enter in it)
 * is left and focused again on the next frame: focus that stays put is not read out again, a new
 * focus reads the field with its error.
 */
export function useFocusFailure(root: RefObject<HTMLElement | null>, failures: number): void {
  useEffect(() => {
    if (failures === 0) return;
    const form = root.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid && invalid === document.activeElement) {
      invalid.blur();
      const frame = requestAnimationFrame(() => invalid.focus());
      return () => cancelAnimationFrame(frame);
    }
    (invalid ?? form?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [root, failures]);
}
