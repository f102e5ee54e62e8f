import { defineWidget } from '../../runtime/define-widget';
import { bottomBarProps } from './bottom-bar-props';

/** The bottom bar: compare and favourites links with their counts. */
export const bottomBarWidget = defineWidget({
  name: 'bottom-bar',
  load: () => import('./bottom-bar').then((module) => module.BottomBar),
  props: bottomBarProps,
  texts: 'first-paint',
});
