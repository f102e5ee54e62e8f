import { STATEFUL_TRIGGER_SELECTOR, TRIGGER_SELECTOR } from '../../contract/trigger-selectors';
import { lazyModule } from '../../runtime/lazy-module';
import type { PageBehaviour } from '../../runtime/page-behaviour';
import type { Triggers } from './trigger-actions';

const triggersCode = lazyModule(() => import('./trigger-actions'));

/**
 * The declarative triggers (contract/triggers.ts): listeners on the document, so a trigger added
 * later needs nothing. Only this is in vitrina.js; the triggers' code is a chunk, fetched at start
 * when the page has a trigger that shows a state, else when the pointer or the focus reaches a
 * trigger. A click that comes before it shows the trigger busy at once and is done when it arrives
 * (a chunk that fails to arrive leaves the trigger as it was; the next click tries again).
 */
export const triggersBehaviour: PageBehaviour = ({ document, vitrina }) => {
  let triggers: Triggers | undefined;
  let stopped = false;
  const create = (code: typeof triggersCode.current): Triggers | undefined =>
    stopped || !code ? undefined : (triggers ??= code.createTriggers(document, vitrina));
  const load = (): Promise<Triggers | undefined> => triggersCode.load().then(create);
  const triggerOf = (event: Event): Element | null => (event.target instanceof Element ? event.target.closest(TRIGGER_SELECTOR) : null);

  const prepare = (event: Event): void => {
    if (!triggers && triggerOf(event)) load().catch(() => undefined);
  };

  const click = (event: MouseEvent): void => {
    const trigger = triggerOf(event);
    // A click with a modifier opens a link elsewhere: the page's own behaviour.
    if (!trigger || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const ready = create(triggersCode.current);
    if (ready) return ready.activate(trigger, event);
    event.preventDefault();
    if (trigger.getAttribute('aria-busy') === 'true') return;
    trigger.setAttribute('aria-busy', 'true');
    const settle = (loaded?: Triggers) => {
      trigger.removeAttribute('aria-busy');
      loaded?.activate(trigger, null);
    };
    load().then(settle, () => settle());
  };

  const listeners = [
    ['pointerover', prepare],
    ['focusin', prepare],
    ['click', click],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener);
  if (document.querySelector(STATEFUL_TRIGGER_SELECTOR)) load().catch(() => undefined);

  return {
    stop() {
      stopped = true;
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
      triggers?.stop();
    },
  };
};
