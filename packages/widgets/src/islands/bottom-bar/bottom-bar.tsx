import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type Ref } from 'react';
import { useVitrina } from '../../vitrina-context';
import { FilledIcon } from '../../ui/icons/filled-icon';
import type { BottomBarAttributes } from './bottom-bar-props';
import { observePageFooter, type ObserveFooter } from './footer-visibility';
import { useMessages } from '../../i18n/use-messages';

export interface BottomBarProps extends BottomBarAttributes {
  /** How the footer is watched; the page's IntersectionObserver by default. */
  readonly observeFooter?: ObserveFooter;
}

/** The class the bar carries while it is fixed to the bottom of the screen. */
export const FIXED_CLASS = 'is-fixed';

/** True while the bar is fixed: whenever the page's footer is out of view. */
export function useBarFixed(observeFooter: ObserveFooter): boolean {
  const [footerVisible, setFooterVisible] = useState(false);
  useEffect(() => observeFooter(setFooterVisible), [observeFooter]);
  return !footerVisible;
}

/** The bar's name: "Порівняння, Обране". */
export function useBarLabel(): string {
  const { t } = useMessages();
  return `${t('bottom_bar.compare')}, ${t('bottom_bar.favorites')}`;
}

/**
 * Compare and favourites links with their counts (docs/pages.md#bottom-bar); the link to the current page is left
 * out. Classes: bottom-bar.css.
 */
export function BottomBarLinks({ page, ref }: { readonly page?: string | undefined; readonly ref?: Ref<HTMLDivElement> }) {
  useSignals();
  const { state, config } = useVitrina();
  const { t } = useMessages();
  void state.lang.value;
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

/**
 * The bottom bar for a React app: its own `<nav class="bottom-bar">` around the links, fixed
 * (`is-fixed`) unless the footer is visible. `page` is the current screen (`compare`, `favorites`, …),
 * whose link is left out. The script tag's island is BottomBarIsland, which keeps the shop's own nav.
 */
export function BottomBar({ page, observeFooter = observePageFooter }: BottomBarProps) {
  useSignals();
  const { state } = useVitrina();
  void state.lang.value;
  const fixed = useBarFixed(observeFooter);
  return (
    <nav className={fixed ? `bottom-bar ${FIXED_CLASS}` : 'bottom-bar'} aria-label={useBarLabel()}>
      <BottomBarLinks page={page} />
    </nav>
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
