import { useSignals } from '@preact/signals-react/runtime';
import { lazyModule } from '../../runtime/lazy-module';
import { useLazyModule } from '../../runtime/use-lazy-module';
import { useVitrina } from '../../vitrina-context';

// The `<dialog>` frame and the registry come with the first modal: a page that opens none downloads neither.
const frame = lazyModule(() => import('./registered-dialogs'));

/**
 * The modal-host island: the page's one `<dialog>`, showing any registered dialog by id. When the
 * frame's code cannot be fetched, the modal is closed again — nothing would show, and whatever
 * waits for the modal to close (the pre-order after a login) must not wait for ever — and the
 * next modal opened tries the fetch again.
 */
export function ModalHost() {
  useSignals();
  const { state, services } = useVitrina();
  const opened = state.modal.value.id !== null;
  // Once loaded, the frame stays: it closes its <dialog> and gives focus back itself.
  const loaded = useLazyModule(frame, opened, (error) => {
    console.warn('Vitrina: the modal could not be loaded —', error);
    void services.ui.closeModal();
  });
  return loaded ? <loaded.default /> : null;
}
