import type { Facet } from '../../catalog/list-products';
import { BRAND_FACET, CATALOG_PARAMS, DEFAULT_SORT, type CatalogParams } from '../catalog-params';
import type { Translate } from '../i18n/translator';
import { CatalogPanelHead } from './catalog-panel-head';

/** Facets with more values than this start folded in a <details>. */
const VISIBLE_VALUES = 6;

function paramName(facet: Facet): string {
  return facet.name === BRAND_FACET ? CATALOG_PARAMS.brand : `${CATALOG_PARAMS.filterPrefix}${facet.name}`;
}

function isChecked(facet: Facet, value: string, params: CatalogParams): boolean {
  const selected = facet.name === BRAND_FACET ? params.brands : (params.filters[facet.name] ?? []);
  return selected.includes(value);
}

function FacetValues({ facet, values, params, idPrefix }: { facet: Facet; values: Facet['values']; params: CatalogParams; idPrefix: string }) {
  return (
    <ul className="facet-values">
      {values.map((value, index) => {
        const id = `${idPrefix}-${index}`;
        return (
          <li key={value.value}>
            <input type="checkbox" id={id} name={paramName(facet)} value={value.value} checked={isChecked(facet, value.value, params)} />
            <label htmlFor={id}>
              {value.label} <span className="facet-count">({value.count})</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** The filters sidebar: one GET form, so every choice ends up in the query string. */
export function CatalogFilters({ path, facets, params, t }: { path: string; facets: readonly Facet[]; params: CatalogParams; t: Translate }) {
  return (
    <section id="filters" className="filters panel" aria-labelledby="filters-title">
      <CatalogPanelHead titleId="filters-title" title={t('filters.title')} t={t} />
      <form method="get" action={path} className="filters-form">
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
        {facets.map((facet, facetIndex) => {
          const idPrefix = `facet-${facetIndex}`;
          const first = facet.values.slice(0, VISIBLE_VALUES);
          const rest = facet.values.slice(VISIBLE_VALUES);
          const restSelected = rest.some((value) => isChecked(facet, value.value, params));
          return (
            <fieldset key={facet.name} className="facet">
              <legend>{facet.name === BRAND_FACET ? t('pages.catalog.brand') : facet.label}</legend>
              <FacetValues facet={facet} values={first} params={params} idPrefix={idPrefix} />
              {rest.length > 0 && (
                <details className="facet-more" open={restSelected}>
                  <summary>
                    <span className="when-closed">{t('filters.show_more')}</span>
                    <span className="when-open">{t('filters.show_less')}</span>
                  </summary>
                  <FacetValues facet={facet} values={rest} params={params} idPrefix={`${idPrefix}-more`} />
                </details>
              )}
            </fieldset>
          );
        })}
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
