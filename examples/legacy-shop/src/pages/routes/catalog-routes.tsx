import type { Hono } from 'hono';
import { listProducts, type ProductListPage } from '../../catalog/list-products';
import { parseCatalogParams, toListQuery, withoutFilterNames } from '../catalog-params';
import type { PageContext, PagesDeps } from '../context/page-context';
import { recordViewed } from '../context/viewed-cookie';
import { categoryBySlug } from '../data/categories';
import { mainContent } from '../data/main-content';
import { productDetails } from '../data/product-details';
import { topProducts } from '../data/top-products';
import { renderPage } from '../render-page';
import { CategoryPage } from '../screens/category-page';
import { MainPage } from '../screens/main-page';
import { SearchPage } from '../screens/search-page';
import { pageHandler } from './page-handler';
import { productPageResponse } from './product-page-response';

/** Extended filters are for a logged-in user whose account has them on (docs/catalogue.md#extended-filters). */
export function hasExtendedFilters(ctx: PageContext): boolean {
  return ctx.viewer?.is_extended_filter === 1;
}

function extendedNames(result: ProductListPage): string[] {
  return result.facets.filter((facet) => facet.extended).map((facet) => facet.name);
}

export function mountCatalogRoutes(app: Hono, deps: PagesDeps): void {
  const { db } = deps;

  app.get(
    '/',
    pageHandler(deps, (c, ctx) =>
      renderPage(c, <MainPage ctx={ctx} content={mainContent(db, ctx.lang)} top={topProducts(db, ctx.lang, ctx.corporate)} />),
    ),
  );

  app.get(
    '/category/:slug',
    pageHandler(deps, (c, ctx) => {
      const category = categoryBySlug(db, c.req.param('slug') ?? '', ctx.lang);
      if (!category || category.isServices) return c.notFound();
      const extendedFilters = hasExtendedFilters(ctx);
      const asked = parseCatalogParams(ctx.url.searchParams);
      const result = listProducts(db, toListQuery(asked, { category: category.slug, includeCorporate: ctx.corporate, extendedFilters }), ctx.lang);
      const params = extendedFilters ? asked : withoutFilterNames(asked, extendedNames(result));
      return renderPage(c, <CategoryPage ctx={ctx} category={category} params={params} result={result} />);
    }),
  );

  app.get(
    '/search',
    pageHandler(deps, (c, ctx) => {
      const extendedFilters = hasExtendedFilters(ctx);
      const asked = parseCatalogParams(ctx.url.searchParams);
      const result = asked.search ? listProducts(db, toListQuery(asked, { includeCorporate: ctx.corporate, extendedFilters }), ctx.lang) : undefined;
      const params = extendedFilters || !result ? asked : withoutFilterNames(asked, extendedNames(result));
      return renderPage(c, <SearchPage ctx={ctx} params={params} result={result} />);
    }),
  );
}

/**
 * The product page at the shop's root, `/{slug}` (docs/pages.md#screens-and-routes). Mounted after every other page, so a
 * fixed path always wins over a product slug. Each view is recorded in the `viewed` cookie, whose
 * earlier products the page lists as "viewed".
 */
export function mountProductRoute(app: Hono, deps: PagesDeps): void {
  app.get(
    '/:slug',
    pageHandler(deps, (c, ctx) => {
      const product = productDetails(deps.db, c.req.param('slug') ?? '', ctx.lang, ctx.corporate);
      if (!product) return c.notFound();
      const viewedIds = recordViewed(c, product.card.id);
      return productPageResponse(c, deps, ctx, product, viewedIds, { reminderSent: c.req.query('reminder') === 'sent' });
    }),
  );
}
