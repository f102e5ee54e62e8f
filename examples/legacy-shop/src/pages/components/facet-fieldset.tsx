import type { Facet } from '../../catalog/list-products';
import { BRAND_FACET, CATALOG_PARAMS, type CatalogParams } from '../catalog-params';
import type { Translate } from '../i18n/translator';

/** Facets with more values than this start folded in a <details>. */
const VISIBLE_VALUES = 6;

function paramName(facet: Facet): string {
  return facet.name === BRAND_FACET ? CATALOG_PARAMS.brand : `${CATALOG_PARAMS.filterPrefix}${facet.name}`;
}

export function isChecked(facet: Facet, value: string, params: CatalogParams): boolean {
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

/** One filter of the sidebar: its values with their counts, those past the sixth folded. */
export function FacetFieldset({ facet, params, idPrefix, t }: { facet: Facet; params: CatalogParams; idPrefix: string; t: Translate }) {
  const first = facet.values.slice(0, VISIBLE_VALUES);
  const rest = facet.values.slice(VISIBLE_VALUES);
  const restSelected = rest.some((value) => isChecked(facet, value.value, params));
  return (
    <fieldset className="facet">
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
}
