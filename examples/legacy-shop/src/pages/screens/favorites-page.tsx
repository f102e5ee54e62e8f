import type { ProductCard } from '@vitrina/core';
import { EmptyState } from '../components/empty-state';
import { ProductGrid } from '../components/product-grid';
import type { PageContext } from '../context/page-context';
import { Document } from '../layout/document';
import { widgetAttrs } from '../widget-attributes';

export interface FavoritesPageProps {
  readonly ctx: PageContext;
  /**
   * The ids the page was rendered for: a logged-in user's list from the server, or a guest's from
   * the address (`?ids=`). Products that no longer exist or are hidden from the viewer have no card
   * but stay here, so the favorites-list island does not send the guest to the same page again.
   */
  readonly ids: readonly number[];
  readonly cards: readonly ProductCard[];
}

/**
 * A logged-in user's favourites from the server; a guest's live in the browser, and the
 * favorites-list island puts them in the address (`/favorites?ids=…`) for the server to render.
 */
export function FavoritesPage({ ctx, ids, cards }: FavoritesPageProps) {
  const { t, viewer } = ctx;
  return (
    <Document ctx={ctx} page="favorites" title={t('favorites.title')}>
      <h1 className="page-title">{t('favorites.title')}</h1>
      {/* Empty: what is inside a mounted island is React's, and this one renders nothing. */}
      <div hidden {...widgetAttrs('favorites-list', { ids: ids.join(',') })} />
      <div className="favorites">
        {cards.length > 0 ? (
          <>
            <h2 className="visually-hidden">{t('pages.lists.products')}</h2>
            <ProductGrid cards={cards} ctx={ctx} analytics={{ name: 'favorites' }} />
          </>
        ) : (
          <EmptyState text={t('favorites.empty')}>
            {!viewer && (
              <p>
                {t('pages.lists.favorites_guest')} <a href="/login?next=%2Ffavorites">{t('header.login')}</a>
              </p>
            )}
          </EmptyState>
        )}
      </div>
    </Document>
  );
}
