import type { Hono } from 'hono';
import type { PagesDeps } from '../context/page-context';
import { readAdvantages } from '../data/main-content';
import { storesForMap } from '../data/stores';
import { renderPage } from '../render-page';
import { AdvantagesPage } from '../screens/advantages-page';
import { MapPage } from '../screens/map-page';
import { pageHandler } from './page-handler';

export function mountInfoRoutes(app: Hono, deps: PagesDeps): void {
  app.get(
    '/map',
    pageHandler(deps, (c, ctx) => renderPage(c, <MapPage ctx={ctx} stores={storesForMap(deps.db, ctx.lang)} tiles={deps.settings.mapTiles} />)),
  );

  app.get(
    '/advantages',
    pageHandler(deps, (c, ctx) => {
      const { title, items } = readAdvantages(deps.db, ctx.lang);
      return renderPage(c, <AdvantagesPage ctx={ctx} title={title} items={items} />);
    }),
  );
}
