/**
 * Calls `onWidth` with the viewport's width (the width CSS media queries use) now and on every
 * resize. What it feeds is cheap: a signal that notifies only when the flag changes, and class
 * toggles that leave an unchanged class alone. Returns the function that stops watching.
 */
export function watchViewport(view: Window, onWidth: (width: number) => void): () => void {
  const report = () => onWidth(view.innerWidth);
  report();
  view.addEventListener('resize', report, { passive: true });
  return () => view.removeEventListener('resize', report);
}
