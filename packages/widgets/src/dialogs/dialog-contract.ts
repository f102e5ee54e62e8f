import type { ModalId } from '@vitrina/core';
import type { ComponentType } from 'react';

/** What the modal host hands the dialog it shows. */
export interface DialogProps {
  /** The product the modal was opened for (`openModal(id, productId)`), if any. */
  readonly productId: number | null;
  /** The id the dialog gives its visible title; the host labels the `<dialog>` with it. */
  readonly titleId: string;
  /** Closes the modal through the ui service (300 ms close delay, saved pre-order id forgotten). */
  readonly close: () => void;
}

export type DialogComponent = ComponentType<DialogProps>;

/** Loads a dialog's code, on its first open. */
export type DialogLoader = () => Promise<{ default: DialogComponent }>;

/** Lazily loaded dialogs by modal id (dialog-registry.ts has them all): a page that opens none downloads none of their code. */
export type DialogLoaders = Partial<Record<ModalId, DialogLoader>>;
