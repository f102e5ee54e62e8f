import type { Hono } from 'hono';
import { loadProductCards } from '../../catalog/product-cards';
import { parseCompareIds } from '../compare-ids';
import type { PagesDeps } from '../context/page-context';
import { compareData } from '../data/compare-table';
import { renderPage } from '../render-page';
import { ComparePage } from '../screens/compare-page';
import { FavoritesPage } from '../screens/favorites-page';
import { pageHandler } from './page-handler';

export function mountListRoutes(app: Hono, deps: PagesDeps): void {
  const { db } = deps;

  app.get(
    '/favorites',
    pageHandler(deps, (c, ctx) => {
      const cards = loadProductCards(db, ctx.favorites, ctx.lang).filter((card) => ctx.corporate || !card.is_corporate);
      return renderPage(c, <FavoritesPage ctx={ctx} cards={cards} />);
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
