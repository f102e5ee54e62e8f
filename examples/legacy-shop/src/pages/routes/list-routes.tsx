import type { Hono } from 'hono';
import { loadProductCards } from '../../catalog/product-cards';
import { parseCompareIds } from '../compare-ids';
import type { PagesDeps } from '../context/page-context';
import { compareData } from '../data/compare-table';
import { parseFavoriteIds } from '../favorites-ids';
import { renderPage } from '../render-page';
import { ComparePage } from '../screens/compare-page';
import { FavoritesPage } from '../screens/favorites-page';
import { pageHandler } from './page-handler';

export function mountListRoutes(app: Hono, deps: PagesDeps): void {
  const { db } = deps;

  app.get(
    '/favorites',
    pageHandler(deps, (c, ctx) => {
      // A logged-in user's list is the server's, whatever the address says; a guest's lives in the
      // browser, and the favorites-list island brings it here as `?ids=`.
      const ids = ctx.viewer ? ctx.favorites : parseFavoriteIds(c.req.query('ids'));
      const cards = loadProductCards(db, ids, ctx.lang).filter((card) => ctx.corporate || !card.is_corporate);
      return renderPage(c, <FavoritesPage ctx={ctx} ids={ids} cards={cards} />);
    }),
  );

  app.get(
    '/compare',
    pageHandler(deps, (c, ctx) => {
      const asked = c.req.query('ids');
      const ids = asked === undefined ? [...ctx.compares] : parseCompareIds(asked);
      const data = compareData(db, ids, ctx.lang, c.req.query('category'), ctx.corporate);
      return renderPage(c, <ComparePage ctx={ctx} ids={ids} data={data} differencesOnly={c.req.query('diff') === '1'} />);
    }),
  );
}
