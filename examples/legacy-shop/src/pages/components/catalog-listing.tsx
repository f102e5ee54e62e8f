import type { ProductListPage } from '../../catalog/list-products';
import { catalogListAnalytics } from '../card-analytics';
import { catalogQueryString, type CatalogParams } from '../catalog-params';
import type { PageContext } from '../context/page-context';
import { Icon } from '../layout/icons';
import { widgetAttrs } from '../widget-attributes';
import { CatalogFilters } from './catalog-filters';
import type { ExtendedFiltersAccess } from './extended-filters';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortControls } from './sort-controls';

/**
 * A page of a product list with its result count, filters, sorting and pagination. Under 1024 px
 * the filters and sorting are panels opened by the two buttons (by fragment, so without script);
 * left-handed users get the two buttons swapped. With script, the product-list island changes the
 * parts marked `data-listing-part` in place (docs/catalogue.md#category-listing).
 */
export interface CatalogListingProps {
  readonly ctx: PageContext;
  readonly path: string;
  readonly params: CatalogParams;
  readonly result: ProductListPage;
  /** The list's name in analytics: the category's slug, or 'search'. */
  readonly listName: string;
}

/** The id of the listing's element, which the product-list island's `data-listing` names. */
export const LISTING_ID = 'catalog';

function extendedFiltersAccess(ctx: PageContext, path: string, params: CatalogParams): ExtendedFiltersAccess | null {
  if (ctx.viewer) return ctx.viewer.is_extended_filter === 1 ? { kind: 'granted' } : null;
  const next = encodeURIComponent(path + catalogQueryString(params));
  return { kind: 'guest', loginUrl: `/login?next=${next}`, registrationUrl: `/registration?next=${next}` };
}

export function CatalogListing({ ctx, path, params, result, listName }: CatalogListingProps) {
  const { t } = ctx;
  return (
    <div className="catalog" id={LISTING_ID}>
      <div hidden {...widgetAttrs('product-list', { listing: LISTING_ID })} />
      <div className="catalog-toolbar">
        <p className="result-count" id="result-count" role="status" {...widgetAttrs(null, { listingPart: 'count' })}>
          {t('products.count', { count: result.total })}
          {result.pages > 1 && <span className="result-page"> · {t('pages.catalog.page_of', { page: result.page, pages: result.pages })}</span>}
        </p>
        <div className="panel-openers">
          <a className="button button--ghost panel-opener panel-opener--filters" href="#filters">
            <Icon name="filter" size={20} />
            {t('pages.catalog.filters_open')}
          </a>
          <a className="button button--ghost panel-opener panel-opener--sorting" href="#sorting">
            <Icon name="sort" size={20} />
            {t('pages.catalog.sorting_open')}
          </a>
        </div>
      </div>
      <div className="catalog-body">
        <aside className="catalog-aside">
          <CatalogFilters path={path} facets={result.facets} params={params} t={t} extendedFilters={extendedFiltersAccess(ctx, path, params)} />
        </aside>
        <div className="catalog-main">
          <SortControls path={path} params={params} t={t} />
          {/* The cards' titles are level-3 headings; under 1024 px the panels' level-2 titles are hidden with their panels. */}
          <h2 className="visually-hidden">{t('pages.catalog.results_title')}</h2>
          <div className="catalog-results" role="region" tabIndex={-1} aria-labelledby="result-count" {...widgetAttrs(null, { listingPart: 'results' })}>
            {result.products.length > 0 ? (
              <ProductGrid cards={result.products} ctx={ctx} analytics={catalogListAnalytics(listName, params, result.page)} />
            ) : (
              <EmptyState text={t('pages.catalog.empty')}>
                <a href={path}>{t('filters.reset')}</a>
              </EmptyState>
            )}
          </div>
          <div className="catalog-pages" {...widgetAttrs(null, { listingPart: 'pagination' })}>
            <Pagination path={path} params={params} page={result.page} pages={result.pages} t={t} />
          </div>
        </div>
      </div>
    </div>
  );
}
