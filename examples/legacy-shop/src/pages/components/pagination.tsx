import { catalogQueryString, type CatalogParams } from '../catalog-params';
import type { Translate } from '../i18n/translator';

/** Page numbers to show: the first, the last and two either side of the current one, gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - (sorted[i - 1] ?? n) > 1 ? [null, n] : [n]));
}

export interface PaginationProps {
  readonly path: string;
  readonly params: CatalogParams;
  readonly page: number;
  readonly pages: number;
  readonly t: Translate;
}

/** Links to the other pages of a list; the filters and sorting stay in each link. */
export function Pagination({ path, params, page, pages, t }: PaginationProps) {
  if (pages <= 1) return null;
  const href = (n: number) => `${path}${catalogQueryString(params, { page: n })}`;
  return (
    <nav className="pagination" aria-label={t('pages.catalog.pagination')}>
      <ul>
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev" aria-label={t('pagination.prev')}>
              ‹
            </a>
          </li>
        )}
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a href={href(n)} aria-label={t('pagination.page', { page: n })} aria-current={n === page ? 'page' : undefined}>
                {n}
              </a>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={href(page + 1)} rel="next" aria-label={t('pagination.next')}>
              ›
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
