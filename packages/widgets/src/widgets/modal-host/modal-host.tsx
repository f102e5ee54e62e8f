import { dialogLoaders } from './dialog-registry';
import { ModalDialog } from './modal-dialog';

/** The modal-host island: the page's one `<dialog>`, showing any registered dialog by id. */
export function ModalHost() {
  return <ModalDialog loaders={dialogLoaders} />;
}
