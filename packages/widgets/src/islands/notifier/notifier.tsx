import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useLazyModule } from '../../runtime/use-lazy-module';
import { useVitrina } from '../../vitrina-context';
import { notifierUi } from './load-notifier-ui';
import { ToastRegion } from './toast-region';

/**
 * The page's notifier (docs/pages.md#notifier: open, message, variant): a message with a title is an
 * alert the shopper confirms; one without is a toast. A new message replaces the one shown. Both
 * dismiss through `services.ui.dismissNotifier()`. Class names: notifier.css.
 *
 * It is on every page but rarely speaks, so it mounts with the toasts' empty live region only, and
 * loads the alert and toast code and the whole dictionary (its button and variant names) together
 * when a first message comes.
 */
export function Notifier() {
  useSignals();
  const { state, services, i18n } = useVitrina();
  const notice = state.notifier.value;
  const textsLoaded = i18n.loaded.value;
  const [textsFailed, setTextsFailed] = useState(false);
  useEffect(() => {
    if (notice.open && !textsLoaded) i18n.load().catch(() => setTextsFailed(true));
  }, [notice.open, textsLoaded, i18n]);
  const loaded = useLazyModule(notifierUi, notice.open);

  const ui = notice.open && (textsLoaded || textsFailed) ? loaded : undefined;
  const dismiss = () => services.ui.dismissNotifier();
  const alert = ui && notice.title !== undefined ? notice : null;
  const toast = ui && notice.title === undefined ? notice : null;
  return (
    <div className="vitrina-notifier">
      {ui && alert && <ui.NotifierAlert key={keyOf(alert)} title={alert.title ?? ''} message={alert.message} variant={alert.variant} onConfirm={dismiss} />}
      <ToastRegion
        toast={toast}
        onDismiss={dismiss}
        message={ui && toast && <ui.ToastMessage toast={toast} />}
        dismissButton={ui && <ui.ToastDismiss onDismiss={dismiss} />}
      />
    </div>
  );
}

// Each notify() is a new state object: a repeated alert opens afresh.
const keys = new WeakMap<object, number>();
let lastKey = 0;
function keyOf(notice: object): number {
  let key = keys.get(notice);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    keys.set(notice, key);
  }
  return key;
}
