/** Calls `onChange` with whether the footer is on screen; returns the stop function. */
export type ObserveFooter = (onChange: (visible: boolean) => void) => () => void;

/**
 * Watches the page's footer with an IntersectionObserver. Without one (or without a footer) it
 * reports nothing, so the bar stays fixed.
 */
export const observePageFooter: ObserveFooter = (onChange) => {
  const footer = document.querySelector('.site-footer, footer');
  if (!footer || typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver((entries) => {
    const last = entries.at(-1);
    if (last) onChange(last.isIntersecting);
  });
  observer.observe(footer);
  return () => observer.disconnect();
};
