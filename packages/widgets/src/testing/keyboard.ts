/**
 * Keyboard input for tests, as a browser handles it for native controls (happy-dom moves no focus
 * on Tab and activates nothing on Enter or Space): Tab focuses the next tabbable element; Enter
 * clicks on keydown and Space on keyup, unless a handler prevented the default.
 */
const tabbable = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function pressTab(root: ParentNode = document): Element | null {
  const elements = Array.from(root.querySelectorAll<HTMLElement>(tabbable)).filter((element) => element.tabIndex >= 0);
  const current = document.activeElement;
  const next = elements[current instanceof HTMLElement ? elements.indexOf(current) + 1 : 0] ?? null;
  next?.focus();
  return next;
}

export function pressKey(key: 'Enter' | ' '): void {
  const target = document.activeElement;
  if (!(target instanceof HTMLElement)) return;
  const init = { key, code: key === ' ' ? 'Space' : 'Enter', bubbles: true, cancelable: true };
  const down = target.dispatchEvent(new KeyboardEvent('keydown', init));
  if (key === 'Enter' && down) target.click();
  const up = target.dispatchEvent(new KeyboardEvent('keyup', init));
  if (key === ' ' && down && up) target.click();
}
