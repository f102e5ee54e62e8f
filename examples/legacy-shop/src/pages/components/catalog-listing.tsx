import type { ProductListPage } from '../../catalog/list-products';
import { catalogListAnalytics } from '../card-analytics';
import type { CatalogParams } from '../catalog-params';
import type { PageContext } from '../context/page-context';
import { Icon } from '../layout/icons';
import { CatalogFilters } from './catalog-filters';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortControls } from './sort-controls';

/**
 * A page of a product list with its result count, filters, sorting and pagination. Under 1024 px
 * the filters and sorting are panels opened by the two buttons (by fragment, so without script);
 * left-handed users get the two buttons swapped.
 */
export interface CatalogListingProps {
  readonly ctx: PageContext;
  readonly path: string;
  readonly params: CatalogParams;
  readonly result: ProductListPage;
  /** The list's name in analytics: the category's slug, or 'search'. */
  readonly listName: string;
}

export function CatalogListing({ ctx, path, params, result, listName }: CatalogListingProps) {
  const { t } = ctx;
  return (
    <div className="catalog">
      <div className="catalog-toolbar">
        <p className="result-count" role="status">
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
          <CatalogFilters path={path} facets={result.facets} params={params} t={t} />
        </aside>
        <div className="catalog-main">
          <SortControls path={path} params={params} t={t} />
          {result.products.length > 0 ? (
            <ProductGrid cards={result.products} ctx={ctx} analytics={catalogListAnalytics(listName, params, result.page)} />
          ) : (
            <EmptyState text={t('pages.catalog.empty')}>
              <a href={path}>{t('filters.reset')}</a>
            </EmptyState>
          )}
          <Pagination path={path} params={params} page={result.page} pages={result.pages} t={t} />
        </div>
      </div>
    </div>
  );
}
