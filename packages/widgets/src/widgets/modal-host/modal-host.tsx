import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useState } from 'react';
import { useVitrina } from '../../vitrina-context';

// The `<dialog>` frame and the registry come with the first modal: a page that opens none downloads neither.
const RegisteredDialogs = lazy(() => import('./registered-dialogs'));

/** The modal-host island: the page's one `<dialog>`, showing any registered dialog by id. */
export function ModalHost() {
  useSignals();
  const { state } = useVitrina();
  const [used, setUsed] = useState(false);
  const opened = state.modal.value.id !== null;
  // Once loaded, the frame stays: it closes its <dialog> and gives focus back itself.
  if (opened && !used) setUsed(true);
  if (!opened && !used) return null;
  return (
    <Suspense fallback={null}>
      <RegisteredDialogs />
    </Suspense>
  );
}
