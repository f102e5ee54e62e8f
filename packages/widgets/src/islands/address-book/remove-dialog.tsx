import { useId, useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import { useMessages } from '../../i18n/use-messages';

export interface RemoveDialogProps {
  /** The address on one line. */
  readonly text: string;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onConfirm: () => void;
  /** Kept (the keep button, or Escape). */
  readonly onKeep: () => void;
}

/**
 * Asks before an address goes: a modal `<dialog>` whose "keep" button has the focus, so Enter
 * pressed by habit removes nothing. Escape keeps the address too.
 */
export function RemoveDialog({ text, busy, error, onConfirm, onKeep }: RemoveDialogProps) {
  const { t } = useMessages();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    keepRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busy) onKeep();
  };

  return (
    <dialog ref={dialogRef} className="vitrina-address-dialog" aria-labelledby={titleId} aria-describedby={textId} onCancel={onCancel} aria-busy={busy}>
      <h2 id={titleId} className="vitrina-address-book__title">
        {t('profile.addresses.confirm_title')}
      </h2>
      <p id={textId}>{t('profile.addresses.confirm_text', { address: text })}</p>
      {error && <p role="alert">{error}</p>}
      <div className="vitrina-address-form__actions">
        <button className="vitrina-button vitrina-button--primary" type="button" onClick={() => !busy && onConfirm()} aria-disabled={busy || undefined}>
          {busy ? t('profile.addresses.removing') : t('profile.addresses.confirm_remove')}
        </button>
        <button ref={keepRef} className="vitrina-button vitrina-button--secondary" type="button" onClick={() => !busy && onKeep()}>
          {t('profile.addresses.keep')}
        </button>
      </div>
    </dialog>
  );
}
