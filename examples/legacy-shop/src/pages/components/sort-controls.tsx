import type { ProductSort } from '../../catalog/list-products';
import { catalogQueryString, SORTS, type CatalogParams } from '../catalog-params';
import type { Translate } from '../i18n/translator';

/** Sorting as links (the choice lives in the query string), the current one marked. */
export function SortControls({ path, params, t }: { path: string; params: CatalogParams; t: Translate }) {
  return (
    <section id="sorting" className="sorting panel" aria-labelledby="sorting-title">
      <div className="panel-head">
        <h2 id="sorting-title" className="panel-title">
          {t('load_more.sorting.title')}
        </h2>
        <a className="panel-close" href="#content">
          {t('pages.catalog.close_panel')}
        </a>
      </div>
      <ul className="sorting-options">
        {SORTS.map((sort: ProductSort) => (
          <li key={sort}>
            <a href={`${path}${catalogQueryString(params, { sort, page: 1 })}`} aria-current={sort === params.sort ? 'true' : undefined}>
              {t(`pages.catalog.sort.${sort}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
