import { useEffect, type RefObject } from 'react';

/**
 * After each failed submit (`failures` counts them), moves focus to the form's first invalid
 * field, else to its failure message (`[role="alert"]`, focusable), so a keyboard or screen-reader
 * user lands on what to fix.
 */
export function useFocusFailure(root: RefObject<HTMLElement | null>, failures: number): void {
  useEffect(() => {
    if (failures === 0) return;
    const form = root.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? form?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [root, failures]);
}
