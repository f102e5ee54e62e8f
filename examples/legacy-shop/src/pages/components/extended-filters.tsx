import type { Facet } from '../../catalog/list-products';
import type { CatalogParams } from '../catalog-params';
import type { Translate } from '../i18n/translator';
import { widgetAttrs } from '../widget-attributes';
import { FacetFieldset, isChecked } from './facet-fieldset';

/** The extended filters themselves (a user who has them), or a guest's way to an account. */
export type ExtendedFiltersAccess = { readonly kind: 'granted' } | { readonly kind: 'guest'; readonly loginUrl: string; readonly registrationUrl: string };

export interface ExtendedFiltersProps {
  readonly facets: readonly Facet[];
  readonly access: ExtendedFiltersAccess;
  readonly params: CatalogParams;
  readonly t: Translate;
}

/**
 * The extended filters (docs/catalogue.md#extended-filters), folded under their own heading inside
 * the filters form. A guest who opens them is told they need an account, with links to log in
 * (the product-list island opens the login dialog instead) and to register.
 */
export function ExtendedFilters({ facets, access, params, t }: ExtendedFiltersProps) {
  const selected = facets.some((facet) => facet.values.some((value) => isChecked(facet, value.value, params)));
  return (
    <details className="extended-filters" open={access.kind === 'granted' && selected}>
      <summary>{t('filters.extended')}</summary>
      {access.kind === 'granted' ? (
        facets.map((facet, index) => <FacetFieldset key={facet.name} facet={facet} params={params} idPrefix={`extended-${index}`} t={t} />)
      ) : (
        <p className="extended-filters-locked">
          {t('errors.extended_filters_need_login')}:{' '}
          <a href={access.loginUrl} {...widgetAttrs(null, { listingPart: 'login' })}>
            {t('forms.registration.login')}
          </a>{' '}
          · <a href={access.registrationUrl}>{t('forms.login.register')}</a>
        </p>
      )}
    </details>
  );
}
