import type { ProductSearch } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';

/**
 * What the search came to, said in a live region: on its way, how many products were found, or
 * nothing; a failed search is an alert with a retry button.
 */
export function SearchStatus({ search }: { search: ProductSearch }) {
  const { t } = useMessages();
  const status = search.status.value;
  const query = search.query.value;
  if (status === 'failed') {
    return (
      <div className="vitrina-search__failed" role="alert">
        <p>{t('search_results.failed')}</p>
        <button type="button" className="vitrina-link-button vitrina-search__retry" onClick={() => search.retry()}>
          {t('search_results.retry')}
        </button>
      </div>
    );
  }
  const said =
    status === 'searching'
      ? t('search_results.searching')
      : status === 'done'
        ? search.total.value === 0
          ? t('modals.search.nothing_found', { query })
          : t('search_results.found', { count: search.total.value })
        : '';
  return (
    <p className="vitrina-search__status" role="status" data-state={status}>
      {said}
    </p>
  );
}
