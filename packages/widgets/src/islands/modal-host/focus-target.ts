export const FOCUSABLE = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Where focus goes in a freshly opened (or freshly loaded) dialog: an element marked
 * `data-autofocus`, else the first focusable element of the content, else the fallback (the
 * close button). Browsers focus the first focusable element on showModal(), but the content loads
 * after that, and the close button comes first in the markup.
 */
export function focusTarget(content: HTMLElement | null, fallback: HTMLElement | null): HTMLElement | null {
  if (content) {
    const marked = content.querySelector<HTMLElement>('[data-autofocus]');
    if (marked) return marked;
    const first = content.querySelector<HTMLElement>(FOCUSABLE);
    if (first) return first;
  }
  return fallback;
}
