import { useMessages } from '../../i18n/use-messages';

/** Shown while a dialog's code loads; its text names the dialog until the real title arrives. */
export function DialogLoading({ titleId }: { titleId: string }) {
  const { t } = useMessages();
  return (
    <div className="vitrina-modal__state" role="status">
      <span className="vitrina-modal__spinner" aria-hidden="true" />
      <h2 id={titleId} className="vitrina-modal__state-title">
        {t('general.loading')}
      </h2>
    </div>
  );
}

/** A dialog that could not be loaded or crashed; `retry` (when it can help) tries again. */
export function DialogFailed({ titleId, retry }: { titleId: string; retry?: (() => void) | undefined }) {
  const { t } = useMessages();
  return (
    <div className="vitrina-modal__state" role="alert">
      <h2 id={titleId} className="vitrina-modal__state-title">
        {t('general.errors.title')}
      </h2>
      <p>{t('errors.data_loading')}</p>
      {retry && (
        <button type="button" className="vitrina-modal__button" onClick={retry}>
          {t('general.retry')}
        </button>
      )}
    </div>
  );
}
