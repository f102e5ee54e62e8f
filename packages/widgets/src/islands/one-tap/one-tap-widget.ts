import { defineWidget } from '../../runtime/define-widget';
import { OneTap } from './one-tap';
import { oneTapProps } from './one-tap-props';

/** Google's one-tap prompt for guests; the shop mounts `<div data-widget="one-tap" data-page="…">` on every page. */
export const oneTapWidget = defineWidget({
  name: 'one-tap',
  component: OneTap,
  props: oneTapProps,
  // On every page: it shows no text of its own, so it must not make a page load the whole dictionary.
  texts: 'first-paint',
});
