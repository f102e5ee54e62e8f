import type { Facet } from '../../catalog/list-products';
import { CATALOG_PARAMS, DEFAULT_SORT, type CatalogParams } from '../catalog-params';
import type { Translate } from '../i18n/translator';
import { widgetAttrs } from '../widget-attributes';
import { CatalogPanelHead } from './catalog-panel-head';
import { ExtendedFilters, type ExtendedFiltersAccess } from './extended-filters';
import { FacetFieldset } from './facet-fieldset';

export interface CatalogFiltersProps {
  readonly path: string;
  readonly facets: readonly Facet[];
  readonly params: CatalogParams;
  readonly t: Translate;
  /** What the viewer gets of the extended filters: them, the login notice (a guest), or nothing. */
  readonly extendedFilters: ExtendedFiltersAccess | null;
}

/**
 * The filters sidebar: one GET form, so every choice ends up in the query string. The product-list
 * island (`data-listing-part="filters"`) applies it in place and keeps its counts up to date.
 */
export function CatalogFilters({ path, facets, params, t, extendedFilters }: CatalogFiltersProps) {
  const basic = facets.filter((facet) => !facet.extended);
  const extended = facets.filter((facet) => facet.extended);
  return (
    <section id="filters" className="filters panel" aria-labelledby="filters-title">
      <CatalogPanelHead titleId="filters-title" title={t('filters.title')} t={t} />
      <form method="get" action={path} className="filters-form" {...widgetAttrs(null, { listingPart: 'filters' })}>
        {params.search && <input type="hidden" name={CATALOG_PARAMS.search} value={params.search} />}
        {params.sort !== DEFAULT_SORT && <input type="hidden" name={CATALOG_PARAMS.sort} value={params.sort} />}
        <fieldset className="facet">
          <legend>{t('pages.catalog.price')}</legend>
          <div className="price-range">
            <label>
              <span>{t('filters.price_from')}</span>
              <input type="number" inputMode="numeric" min="0" step="1" name={CATALOG_PARAMS.priceMin} value={params.priceMin?.toString() ?? ''} aria-label={t('pages.catalog.price_min')} />
            </label>
            <label>
              <span>{t('filters.price_to')}</span>
              <input type="number" inputMode="numeric" min="0" step="1" name={CATALOG_PARAMS.priceMax} value={params.priceMax?.toString() ?? ''} aria-label={t('pages.catalog.price_max')} />
            </label>
          </div>
        </fieldset>
        {basic.map((facet, index) => (
          <FacetFieldset key={facet.name} facet={facet} params={params} idPrefix={`facet-${index}`} t={t} />
        ))}
        {extendedFilters && extended.length > 0 && (
          <ExtendedFilters facets={extended} access={extendedFilters} params={params} t={t} />
        )}
        <div className="filters-actions">
          <button className="button button--primary" type="submit">
            {t('filters.apply')}
          </button>
          <a className="button button--ghost" href={params.search ? `${path}?${CATALOG_PARAMS.search}=${encodeURIComponent(params.search)}` : path}>
            {t('filters.reset')}
          </a>
        </div>
      </form>
    </section>
  );
}
