import { useSignals } from '@preact/signals-react/runtime';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type SyntheticEvent,
} from 'react';
import { useMessages } from '../../i18n/use-messages';
import { ISLAND_SELECTOR } from '../../contract/island-attributes';
import { useVitrina } from '../../vitrina-context';
import { isBackdropClick } from './backdrop-click';
import { CloseIcon } from './close-icon';
import type { DialogLoaders } from '../../dialogs/dialog-contract';
import { DialogErrorBoundary } from './dialog-error-boundary';
import { DialogFailed, DialogLoading } from './dialog-states';
import { focusTarget } from './focus-target';
import { returnFocus, type FocusReturn } from './return-focus';
import { lockScroll } from './scroll-lock';
import { useDialogComponent } from './use-dialog-component';

/**
 * The one native `<dialog>` of the page (docs/pages.md#modals). It shows the dialog registered
 * for `state.modal.id`, loaded on first use. Escape and a click on the backdrop close it through
 * the ui service, which keeps it on screen for the 300 ms close animation (`data-state="closing"`).
 * While open, the page does not scroll; on close, focus returns where it was.
 */
export function ModalDialog({ loaders }: { loaders: DialogLoaders }) {
  useSignals();
  const { state, services, i18n } = useVitrina();
  const { t } = useMessages();
  const modal = state.modal.value;
  const productId = state.selectedProductId.value;
  const titleId = `${useId()}-title`;

  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const unlockRef = useRef<(() => void) | null>(null);
  const returnFocusRef = useRef<FocusReturn | null>(null);
  const pressedOnBackdrop = useRef(false);

  const shown = modal.id !== null;
  const closing = shown && !modal.open;
  const textsReady = i18n.loaded.value;
  const texts = useMemo(() => ({ ready: textsReady, load: () => (shown ? i18n.load() : Promise.resolve()) }), [textsReady, i18n, shown]);
  const { load, retry } = useDialogComponent(modal.id === null ? undefined : loaders[modal.id], texts);

  const close = useCallback(() => void services.ui.closeModal(), [services.ui]);

  const focusInside = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open || contentRef.current?.contains(document.activeElement)) return;
    focusTarget(contentRef.current, closeRef.current)?.focus();
  }, []);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (modal.open && !dialog.open) {
      if (!unlockRef.current) {
        const opener = document.activeElement;
        // The opener's island too: a login replaces the header's login button with the user menu.
        returnFocusRef.current = opener && { opener, island: opener.closest(ISLAND_SELECTOR) };
        unlockRef.current = lockScroll();
      }
      dialog.showModal();
      focusInside();
    }
    if (!shown) {
      if (dialog.open) dialog.close();
      if (unlockRef.current) {
        unlockRef.current();
        unlockRef.current = null;
        const previous = returnFocusRef.current;
        returnFocusRef.current = null;
        returnFocus(previous);
      }
    }
  }, [modal.open, shown, focusInside]);

  // The content arrived (or changed state): move focus from the close button into it.
  useEffect(() => {
    if (modal.open) focusInside();
  }, [modal.open, modal.id, load.status, focusInside]);

  useEffect(
    () => () => {
      unlockRef.current?.();
      unlockRef.current = null;
    },
    [],
  );

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the ui service closes it, after the close animation.
    event.preventDefault();
    close();
  };
  // Browsers may close the dialog themselves (a second Escape without user activation ignores
  // preventDefault); the state then follows.
  const onClose = () => {
    if (state.modal.peek().open) close();
  };
  // A press that starts in the content (selecting a field's text) and ends on the backdrop is a
  // click on the <dialog> too: only a press that also began on the backdrop closes.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    pressedOnBackdrop.current = dialog !== null && isBackdropClick(dialog, event.nativeEvent);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    if (dialog && pressedOnBackdrop.current && isBackdropClick(dialog, event.nativeEvent)) close();
    pressedOnBackdrop.current = false;
  };

  let body = null;
  if (modal.id !== null) {
    if (load.status === 'ready') {
      const Dialog = load.Component;
      body = (
        <DialogErrorBoundary key={modal.id} fallback={(again) => <DialogFailed titleId={titleId} retry={again} />}>
          <Dialog productId={productId} titleId={titleId} close={close} />
        </DialogErrorBoundary>
      );
    } else if (load.status === 'error') body = <DialogFailed titleId={titleId} retry={retry} />;
    else if (load.status === 'idle') body = <DialogFailed titleId={titleId} />;
    else body = <DialogLoading titleId={titleId} />;
  }

  return (
    // Escape arrives as the dialog's cancel event; the click only closes on the backdrop.
    <dialog
      ref={dialogRef}
      className="vitrina-modal"
      aria-labelledby={shown ? titleId : undefined}
      data-modal-id={modal.id ?? undefined}
      data-state={closing ? 'closing' : shown ? 'open' : undefined}
      onCancel={onCancel}
      onClose={onClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      {shown && (
        <div className="vitrina-modal__panel">
          <button ref={closeRef} type="button" className="vitrina-modal__close" aria-label={t('modals.close')} onClick={close}>
            <CloseIcon />
          </button>
          <div ref={contentRef} className="vitrina-modal__content">
            {body}
          </div>
        </div>
      )}
    </dialog>
  );
}
