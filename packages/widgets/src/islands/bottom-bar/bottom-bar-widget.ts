import { defineWidget } from '../../runtime/define-widget';
import { BottomBar } from './bottom-bar';
import { bottomBarProps } from './bottom-bar-props';

/** The bottom bar: compare and favourites links with their counts. */
export const bottomBarWidget = defineWidget({
  name: 'bottom-bar',
  component: BottomBar,
  props: bottomBarProps,
  texts: 'first-paint',
});
