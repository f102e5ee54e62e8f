import { useMessages } from '../../i18n/use-messages';
import type { Toast } from './toast-region';
import { NotifierIcon } from './variant-icon';

/** A toast's words in the live region: its icon, its variant's name for screen readers, the message. */
export function ToastMessage({ toast }: { toast: Toast }) {
  const { t } = useMessages();
  return (
    <>
      <NotifierIcon name={toast.variant} />
      <span className="vitrina-notifier__variant vitrina-visually-hidden">{t(`notifier.variants.${toast.variant}`)}: </span>
      {toast.message}
    </>
  );
}

/** The toast's dismiss button, outside the live region so it is not read with each message. */
export function ToastDismiss({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useMessages();
  return (
    <button className="vitrina-notifier__dismiss" type="button" aria-label={t('notifier.close')} title={t('notifier.close')} onClick={onDismiss}>
      <NotifierIcon name="close" />
    </button>
  );
}
