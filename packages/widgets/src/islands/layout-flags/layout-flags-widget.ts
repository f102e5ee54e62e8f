import { defineWidget } from '../../runtime/define-widget';
import { LayoutFlags } from './layout-flags';
import { layoutFlagsProps } from './layout-flags-props';

/** Keeps the SDK's mobile flag and the `<body>`'s layout classes in step with the viewport and the user. */
export const layoutFlagsWidget = defineWidget({
  name: 'layout-flags',
  component: LayoutFlags,
  props: layoutFlagsProps,
  // On every page, with no text of its own: it must not make a page load the whole dictionary.
  texts: 'first-paint',
});
