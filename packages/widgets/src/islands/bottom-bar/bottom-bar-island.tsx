import { useLayoutEffect } from 'react';
import { useIslandHost } from '../../ui/island-host';
import { BottomBarLinks, FIXED_CLASS, useBarFixed, type BottomBarProps } from './bottom-bar';
import { observePageFooter } from './footer-visibility';

/**
 * The bottom bar's island: the island is the shop's `<nav class="bottom-bar">` itself, so the widget
 * keeps its `is-fixed` class and renders only the links inside.
 */
export function BottomBarIsland({ page, observeFooter = observePageFooter }: BottomBarProps) {
  const [ref, host] = useIslandHost<HTMLDivElement>('bottom-bar');
  const fixed = useBarFixed(observeFooter);

  useLayoutEffect(() => {
    host?.classList.toggle(FIXED_CLASS, fixed);
  }, [host, fixed]);

  return <BottomBarLinks ref={ref} page={page} />;
}
