import type { ProductSort } from '../../catalog/list-products';
import { catalogQueryString, SORTS, type CatalogParams } from '../catalog-params';
import type { Translate } from '../i18n/translator';
import { widgetAttrs } from '../widget-attributes';
import { CatalogPanelHead } from './catalog-panel-head';

/** Sorting as links (the choice lives in the query string), the current one marked. */
export function SortControls({ path, params, t }: { path: string; params: CatalogParams; t: Translate }) {
  return (
    <section id="sorting" className="sorting panel" aria-labelledby="sorting-title">
      <CatalogPanelHead titleId="sorting-title" title={t('load_more.sorting.title')} t={t} />
      <ul className="sorting-options" {...widgetAttrs(null, { listingPart: 'sorting' })}>
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
