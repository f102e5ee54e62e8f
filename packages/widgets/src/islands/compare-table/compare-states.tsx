import { useMessages } from '../../i18n/use-messages';

/** While the compare table is on its way: "loading" for everyone, never "empty". */
export function CompareLoading() {
  const { t } = useMessages();
  return (
    <div className="vitrina-compare__state" role="status">
      <span className="vitrina-compare__spinner" aria-hidden="true" />
      {t('compare_table.loading')}
    </div>
  );
}

/** Nothing to compare: say so, and how to add products. */
export function CompareEmpty() {
  const { t } = useMessages();
  return (
    <div className="vitrina-compare__state">
      <p className="vitrina-compare__state-title">{t('compare_table.empty')}</p>
      <p>{t('compare_table.empty_hint')}</p>
      <a className="vitrina-button vitrina-button--secondary" href="/">
        {t('general.to_home')}
      </a>
    </div>
  );
}

/** The table could not be read: say so (never "empty") and offer to try again. */
export function CompareFailed({ retry }: { readonly retry: () => void }) {
  const { t } = useMessages();
  return (
    <div className="vitrina-compare__state" role="alert">
      <p className="vitrina-compare__state-title">{t('compare_table.failed')}</p>
      <button type="button" className="vitrina-button vitrina-button--secondary" onClick={retry}>
        {t('compare_table.retry')}
      </button>
    </div>
  );
}
