import type { ModalId, Vitrina } from '@vitrina/core';
import { emitHostEvent } from './host-event';
import { watchSignals } from './watch-signals';

/** The modals about one product: the others' `productId` is null. */
const PRODUCT_MODALS: readonly ModalId[] = ['pre-order', 'one-click', 'credit-info'];

/** `vitrina:modal-opened` and `vitrina:modal-closed` as the SDK's modal opens, closes or gives way to another. */
export function watchModal(document: Document, { state }: Vitrina): void {
  const read = () => {
    const { open, id } = state.modal.peek();
    return { id: open ? id : null, productId: id && PRODUCT_MODALS.includes(id) ? state.selectedProductId.peek() : null };
  };
  watchSignals([state.modal], read, (now, before) => {
    if (now.id === before.id) return;
    if (before.id) emitHostEvent(document, 'modal-closed', { id: before.id, productId: before.productId });
    if (now.id) emitHostEvent(document, 'modal-opened', { id: now.id, productId: now.productId });
  });
}
