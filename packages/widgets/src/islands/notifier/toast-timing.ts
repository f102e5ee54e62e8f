/**
 * How long a toast stays before it dismisses itself. No product rule gives a number; five seconds lets a
 * shopper read a one-line message, and hovering or focusing the toast holds it for as long as needed.
 */
export const TOAST_DISMISS_MS = 5000;
