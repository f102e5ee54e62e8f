import type { PageContext } from '../context/page-context';
import { PAGE_URLS } from '../page-config';
import { widgetAttrs, type PageKind } from '../widget-attributes';
import { Icon } from './icons';

/**
 * Compare and favourites links with counts; the link to the current page is left out. The bar
 * sits before the footer with `position: sticky`, so it stays fixed until the footer scrolls in.
 */
export function BottomBar({ ctx, page }: { ctx: PageContext; page: PageKind }) {
  const { t } = ctx;
  const compare = ctx.compares.length;
  const favorites = ctx.favorites.length;
  return (
    <nav className="bottom-bar" aria-label={`${t('bottom_bar.compare')}, ${t('bottom_bar.favorites')}`} {...widgetAttrs('bottom-bar', { page })}>
      <div className="container bottom-bar-inner">
        {page !== 'compare' && (
          <a className={compare > 0 ? 'bottom-bar-link' : 'bottom-bar-link is-inactive'} href={PAGE_URLS.compare}>
            <Icon name="compare" />
            <span>{t('bottom_bar.compare')}</span>
            <span className="counter" hidden={compare === 0} {...widgetAttrs(null, { counter: 'compare' })}>
              {compare}
            </span>
          </a>
        )}
        {page !== 'favorites' && (
          <a className={favorites > 0 ? 'bottom-bar-link' : 'bottom-bar-link is-inactive'} href={PAGE_URLS.favorites}>
            <Icon name="heart" />
            <span>{t('bottom_bar.favorites')}</span>
            <span className="counter" hidden={favorites === 0} {...widgetAttrs(null, { counter: 'favorites' })}>
              {favorites}
            </span>
          </a>
        )}
      </div>
    </nav>
  );
}
