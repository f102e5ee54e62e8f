import { MOBILE_BREAKPOINT, MODAL_CLOSE_MS } from '../rules/constants';
import type { NotifierVariant } from '../state/global-state';
import type { ModalId } from '../state/modal-ids';
import { storageKeys } from '../storage/keys';
import { createLateAnswerGuard } from './late-answer-guard';
import type { ServiceContext } from './service-context';

export interface UiService {
  /** Opens a modal by id (docs/pages.md), remembering the product it is about. */
  openModal(id: ModalId, productId?: number): void;
  /** Closes the open modal after the 300 ms close animation; forgets a saved pre-order product. */
  closeModal(): Promise<void>;
  /** Shows an alert or toast. */
  notify(message: string, variant?: NotifierVariant, title?: string): void;
  dismissNotifier(): void;
  /** The layout flag: mobile under MOBILE_BREAKPOINT (1024 px). */
  setViewportWidth(width: number): void;
}

export function createUiService(context: ServiceContext): UiService {
  const { state, storage, delay } = context;
  const closes = createLateAnswerGuard();
  return {
    openModal(id, productId) {
      closes.invalidate();
      if (productId !== undefined) state.selectedProductId.value = productId;
      state.modal.value = { open: true, id };
    },
    async closeModal() {
      if (!state.modal.value.open) return;
      const isLatest = closes.next();
      state.modal.value = { ...state.modal.value, open: false };
      storage.remove(storageKeys.savedPreOrderProductId);
      await delay(MODAL_CLOSE_MS);
      // A modal opened during the close animation stays open.
      if (isLatest()) state.modal.value = { open: false, id: null };
    },
    notify(message, variant = 'info', title) {
      state.notifier.value = { open: true, message, variant, ...(title === undefined ? {} : { title }) };
    },
    dismissNotifier() {
      state.notifier.value = { ...state.notifier.value, open: false };
    },
    setViewportWidth(width) {
      state.isMobile.value = width < MOBILE_BREAKPOINT;
    },
  };
}
