import type { NotifierVariant } from '@vitrina/core';
import { useId, useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { NotifierIcon } from './variant-icon';

export interface NotifierAlertProps {
  readonly title: string;
  readonly message: string;
  readonly variant: NotifierVariant;
  readonly onConfirm: () => void;
}

/**
 * An alert (docs/pages.md#notifier, e.g. the pre-order error): a modal `<dialog>` with a title, the message and a
 * confirm button, which has the focus. Escape confirms too. When it goes, the focus goes back to
 * where it was before the alert opened.
 */
export function NotifierAlert({ title, message, variant, onConfirm }: NotifierAlertProps) {
  const { t } = useMessages();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = dialog.ownerDocument.activeElement;
    if (!dialog.open) dialog.showModal();
    confirmRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // The browser's Escape: the state, not the element, decides when the dialog closes.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onConfirm();
  };

  return (
    <dialog
      ref={dialogRef}
      className={`vitrina-notifier__alert vitrina-notifier--${variant}`}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={onCancel}
    >
      <h2 id={titleId} className="vitrina-notifier__title">
        <NotifierIcon name={variant} />
        {title}
      </h2>
      <p id={messageId} className="vitrina-notifier__message">
        {message}
      </p>
      <div className="vitrina-notifier__actions">
        <button ref={confirmRef} className="vitrina-notifier__confirm" type="button" onClick={onConfirm}>
          {t('general.ok')}
        </button>
      </div>
    </dialog>
  );
}
