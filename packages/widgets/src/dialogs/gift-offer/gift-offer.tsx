import { useSignals } from '@preact/signals-react/runtime';
import type { Vitrina } from '@vitrina/core';
import { useEffect, useId, useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina, VitrinaProvider } from '../../vitrina-context';

/**
 * Opens the offer to buy without the gift, in a root of its own at the end of the page (the modal
 * `<dialog>` shows above everything wherever it is); it goes when the shopper answers. The buy
 * button calls this with what to do when the shopper agrees.
 */
export function offerWithoutGift(vitrina: Vitrina, onAccept: () => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(
    <VitrinaProvider vitrina={vitrina}>
      <GiftOffer onAccept={onAccept} onClose={close} />
    </VitrinaProvider>,
  );
}

export interface GiftOfferProps {
  /** The shopper agreed: the product is to be added without its gift. */
  readonly onAccept: () => void;
  /** The offer goes (after onAccept, or declined, or Escape). */
  readonly onClose: () => void;
}

/**
 * The buy button's answer to "the gifts have run out" (409 errors.gifts_run_out): a small modal
 * `<dialog>` offering the product without its gift. "Buy without the gift" has the focus; it, or
 * "Cancel", or Escape closes the offer and puts the focus back on the buy button. The product card
 * paints with the first-paint texts only, so the offer loads the whole dictionary before it shows.
 */
export function GiftOffer(props: GiftOfferProps) {
  useSignals();
  const { i18n } = useVitrina();
  const ready = i18n.loaded.value;
  useEffect(() => {
    if (!ready) i18n.load().catch(props.onClose);
  }, [ready, i18n, props.onClose]);
  return ready ? <GiftOfferDialog {...props} /> : null;
}

function GiftOfferDialog({ onAccept, onClose }: GiftOfferProps) {
  const { t } = useMessages();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = dialog.ownerDocument.activeElement;
    if (!dialog.open) dialog.showModal();
    acceptRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // The browser's Escape: the state, not the element, decides when the dialog closes.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog ref={dialogRef} className="vitrina-gift-offer" aria-labelledby={titleId} aria-describedby={textId} onCancel={onCancel}>
      <h2 id={titleId} className="vitrina-gift-offer__title">
        {t('gift_offer.title')}
      </h2>
      <p id={textId}>{t('gift_offer.text')}</p>
      <div className="vitrina-gift-offer__actions">
        <button
          ref={acceptRef}
          type="button"
          className="vitrina-button vitrina-button--primary"
          onClick={() => {
            onClose();
            onAccept();
          }}
        >
          {t('gift_offer.accept')}
        </button>
        <button type="button" className="vitrina-button" onClick={onClose}>
          {t('gift_offer.decline')}
        </button>
      </div>
    </dialog>
  );
}
