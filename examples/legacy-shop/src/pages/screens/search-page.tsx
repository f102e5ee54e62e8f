import type { ProductListPage } from '../../catalog/list-products';
import { CATALOG_PARAMS, type CatalogParams } from '../catalog-params';
import { CatalogListing } from '../components/catalog-listing';
import { EmptyState } from '../components/empty-state';
import type { PageContext } from '../context/page-context';
import { Document } from '../layout/document';

/** The search page: the search form, then the results like a category's. */
export function SearchPage({ ctx, params, result }: { ctx: PageContext; params: CatalogParams; result: ProductListPage | undefined }) {
  const { t } = ctx;
  const title = params.search ? t('pages.search.results_for', { query: params.search }) : t('pages.search.title');
  return (
    <Document ctx={ctx} page="search" title={title}>
      <h1 className="page-title">{title}</h1>
      <form className="search-form" method="get" action="/search" role="search">
        <label htmlFor="search-query" className="visually-hidden">
          {t('modals.search.placeholder')}
        </label>
        <input
          id="search-query"
          type="search"
          name={CATALOG_PARAMS.search}
          value={params.search}
          placeholder={t('modals.search.placeholder')}
          aria-describedby="search-hint"
          maxLength={200}
          required
        />
        <button className="button button--primary" type="submit">
          {t('modals.search.submit')}
        </button>
        <p id="search-hint" className="hint">
          {t('pages.search.hint')}
        </p>
      </form>
      {result &&
        (result.total > 0 ? (
          <CatalogListing ctx={ctx} path="/search" params={params} result={result} listName="search" />
        ) : (
          <EmptyState text={t('modals.search.nothing_found', { query: params.search })} />
        ))}
    </Document>
  );
}
