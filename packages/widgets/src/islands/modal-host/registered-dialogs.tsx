import { dialogLoaders } from '../../dialogs/dialog-registry';
import { ModalDialog } from './modal-dialog';

/** The dialog frame with every registered dialog: what the modal host loads with its first modal. */
export default function RegisteredDialogs() {
  return <ModalDialog loaders={dialogLoaders} />;
}
