import { defineWidget } from '../../runtime/define-widget';
import { Notifier } from './notifier';
import { notifierProps } from './notifier-props';

/** The page's one notifier: alerts (a title and a confirm button) and toasts. */
export const notifierWidget = defineWidget({
  name: 'notifier',
  component: Notifier,
  props: notifierProps,
  // On every page: it loads the whole dictionary itself when a first message comes (see Notifier).
  texts: 'on-demand',
});
