import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { lazyModule } from '../../runtime/lazy-module';
import { useVitrina } from '../../vitrina-context';

// The `<dialog>` frame and the registry come with the first modal: a page that opens none downloads neither.
const frame = lazyModule(() => import('./registered-dialogs').then((module) => module.default));

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
  const [Frame, setFrame] = useState(() => frame.current);
  useEffect(() => {
    if (!opened || Frame) return;
    let live = true;
    frame.load().then(
      (loaded) => {
        if (live) setFrame(() => loaded);
      },
      (error: unknown) => {
        console.warn('Vitrina: the modal could not be loaded —', error);
        if (live) void services.ui.closeModal();
      },
    );
    return () => {
      live = false;
    };
  }, [opened, Frame, services]);
  // Once loaded, the frame stays: it closes its <dialog> and gives focus back itself.
  return Frame ? <Frame /> : null;
}
