import { defineWidget } from '../../runtime/define-widget';

/**
 * Google's one-tap prompt for guests; the shop mounts `<div data-widget="one-tap" data-page="…">` on
 * every page. A chunk of its own: it shows nothing at start, so its code is neither in the entry nor
 * run before the islands the shopper sees.
 */
export const oneTapWidget = defineWidget({
  name: 'one-tap',
  load: () => import('./one-tap-chunk'),
  // On every page: it shows no text of its own, so it must not make a page load the whole dictionary.
  texts: 'first-paint',
});
