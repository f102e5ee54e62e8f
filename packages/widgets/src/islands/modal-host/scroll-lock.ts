/**
 * Stops the page behind an open modal from scrolling (`overflow: hidden` on `<html>`); the
 * returned function puts back the value the page had.
 */
export function lockScroll(root: HTMLElement = document.documentElement): () => void {
  const before = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = before;
  };
}
