import { version } from '../../package.json';
import { claimHostHandle, type HostStart } from '../host/host-handle';
import { startVitrina } from '../runtime/start-vitrina';
import { yieldToBrowser } from '../runtime/yield-to-browser';
import { allPageBehaviours, allWidgets } from '../islands/all-widgets';
// Emitted as dist/script/vitrina.css, which the page links in its <head>.
import '../styles/widgets.css';

/** Starts the widgets once; a failure is reported once and never reaches the page's own scripts. */
function start(host: HostStart): void {
  try {
    const started = startVitrina({ document, widgets: allWidgets, behaviours: allPageBehaviours, sdk: { analytics: host.analytics } });
    host.started({ vitrina: started.vitrina, ready: started.ready, widgets: allWidgets });
    started.ready.catch(reportFailure);
  } catch (error) {
    host.failed(error);
    reportFailure(error);
  }
}

function reportFailure(error: unknown): void {
  console.warn('Vitrina: the widgets could not start; the page works without them.', error);
}

// `window.Vitrina` at once; null when another copy of the script runs already (it warns).
const host = claimHostHandle(window, version);

/**
 * Evaluating the bundle is one task of its own: the SDK starts in the next one, after the browser had
 * a turn (a tap waits for one of them, not for both).
 */
function startAfterATurn(): void {
  const begin = () => start(host!);
  void yieldToBrowser().then(begin, begin);
}

// A module script runs after parsing, but the bundle may also be injected later (readyState 'interactive'/'complete').
// Another copy of the script on the page (no host) starts nothing.
if (host && document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startAfterATurn, { once: true });
else if (host) startAfterATurn();
