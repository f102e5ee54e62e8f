import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useVitrina } from '../../vitrina-context';
import { useIslandHost } from '../../ui/island-host';
import { FilledIcon } from '../../ui/icons/filled-icon';
import type { BottomBarAttributes } from './bottom-bar-props';
import { observePageFooter, type ObserveFooter } from './footer-visibility';
import { useMessages } from '../../i18n/use-messages';

export interface BottomBarProps extends BottomBarAttributes {
  /** How the footer is watched; the page's IntersectionObserver by default. */
  readonly observeFooter?: ObserveFooter;
}

/** The class the bar (the island element) carries while it is fixed to the bottom of the screen. */
export const FIXED_CLASS = 'is-fixed';

/**
 * Compare and favourites links with their counts (docs/pages.md#bottom-bar); the link to the current page is left
 * out. The bar is fixed unless the footer is visible. Classes: bottom-bar.css.
 */
export function BottomBar({ page, observeFooter = observePageFooter }: BottomBarProps) {
  useSignals();
  const { state, config } = useVitrina();
  const { t } = useMessages();
  void state.lang.value;
  const [ref, host] = useIslandHost<HTMLDivElement>('bottom-bar');
  const [footerVisible, setFooterVisible] = useState(false);
  useEffect(() => observeFooter(setFooterVisible), [observeFooter]);
  const fixed = !footerVisible;

  useLayoutEffect(() => {
    host?.classList.toggle(FIXED_CLASS, fixed);
  }, [host, fixed]);

  return (
    <div ref={ref} className="container bottom-bar-inner">
      {page !== 'compare' && (
        <BarLink href={config.pages.compare} icon="compare" label={t('bottom_bar.compare')} count={state.compares.count.value} />
      )}
      {page !== 'favorites' && (
        <BarLink href={config.pages.favorites} icon="heart" label={t('bottom_bar.favorites')} count={state.favorites.count.value} />
      )}
    </div>
  );
}

function BarLink({ href, icon, label, count }: { href: string; icon: 'compare' | 'heart'; label: string; count: number }) {
  return (
    <a className={count > 0 ? 'bottom-bar-link' : 'bottom-bar-link is-inactive'} href={href}>
      <FilledIcon name={icon} />
      <span>{label}</span>
      {count > 0 && (
        <span className="counter" data-counter={icon === 'heart' ? 'favorites' : 'compare'}>
          {count}
        </span>
      )}
    </a>
  );
}
