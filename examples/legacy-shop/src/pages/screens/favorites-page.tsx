import type { ProductCard } from '@vitrina/core';
import { EmptyState } from '../components/empty-state';
import { ProductGrid } from '../components/product-grid';
import type { PageContext } from '../context/page-context';
import { Document } from '../layout/document';
import { widgetAttrs } from '../widget-attributes';

/** A logged-in user's favourites from the server; a guest's live in the browser and the widget fills them in. */
export function FavoritesPage({ ctx, cards }: { ctx: PageContext; cards: readonly ProductCard[] }) {
  const { t, viewer } = ctx;
  return (
    <Document ctx={ctx} page="favorites" title={t('favorites.title')}>
      <h1 className="page-title">{t('favorites.title')}</h1>
      <div className="favorites" {...widgetAttrs('favorites-list')}>
        {cards.length > 0 ? (
          <>
            <h2 className="visually-hidden">{t('pages.lists.products')}</h2>
            <ProductGrid cards={cards} ctx={ctx} />
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
