import { startVitrina } from '../runtime/start-vitrina';
import { yieldToBrowser } from '../runtime/yield-to-browser';
import { allPageBehaviours, allWidgets } from '../islands/all-widgets';
// Emitted as dist/script/vitrina.css, which the page links in its <head>.
import '../styles/widgets.css';

/** Starts the widgets once; a failure is reported once and never reaches the page's own scripts. */
function start(): void {
  try {
    const started = startVitrina({ document, widgets: allWidgets, behaviours: allPageBehaviours });
    started.ready.catch(reportFailure);
  } catch (error) {
    reportFailure(error);
  }
}

function reportFailure(error: unknown): void {
  console.warn('Vitrina: the widgets could not start; the page works without them.', error);
}

/**
 * Evaluating the bundle is one task of its own: the SDK starts in the next one, after the browser had
 * a turn (a tap waits for one of them, not for both).
 */
function startAfterATurn(): void {
  void yieldToBrowser().then(start, start);
}

// A module script runs after parsing, but the bundle may also be injected later (readyState 'interactive'/'complete').
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startAfterATurn, { once: true });
else startAfterATurn();
