import { defineWidget } from '../../runtime/define-widget';
import { BottomBarIsland } from './bottom-bar-island';
import { bottomBarProps } from './bottom-bar-props';

/** The bottom bar: compare and favourites links with their counts. */
export const bottomBarWidget = defineWidget({
  name: 'bottom-bar',
  component: BottomBarIsland,
  props: bottomBarProps,
  texts: 'first-paint',
});
