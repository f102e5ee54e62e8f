import { useEffect, useRef } from 'react';
import { useMessages } from '../../i18n/use-messages';

interface DialogDoneProps {
  readonly titleId: string;
  readonly title: string;
  readonly message: string;
  readonly close: () => void;
  /** 'success' (a status) or 'error' (an alert with the yellow confirm button, docs/pages.md#notifier). */
  readonly tone?: 'success' | 'error';
}

/**
 * The outcome of a dialog's form: its title, the message and one button that closes. The button
 * takes the focus, since the form (and its focused submit button) is gone.
 */
export function DialogDone({ titleId, title, message, close, tone = 'success' }: DialogDoneProps) {
  const { t } = useMessages();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => buttonRef.current?.focus(), []);
  return (
    <div className={`vitrina-dialog vitrina-dialog--${tone}`}>
      <h2 id={titleId} className="vitrina-dialog__title">
        {title}
      </h2>
      <p className="vitrina-dialog__message" role={tone === 'error' ? 'alert' : 'status'}>
        {message}
      </p>
      <button ref={buttonRef} type="button" className={`vitrina-dialog__submit vitrina-dialog__submit--${tone}`} onClick={close}>
        {t('general.ok')}
      </button>
    </div>
  );
}
