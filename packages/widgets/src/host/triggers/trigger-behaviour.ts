import { STATEFUL_TRIGGER_SELECTOR, TRIGGER_SELECTOR } from '../../contract/triggers';
import { lazyModule } from '../../runtime/lazy-module';
import type { PageBehaviour } from '../../runtime/page-behaviour';
import type { Triggers } from './trigger-actions';

const triggersCode = lazyModule(() => import('./trigger-actions'));

/** Elements whose own keys click them: the page's <button>, <a href>, form controls. */
const NATIVE = 'a[href],button,input,select,textarea,summary';

/**
 * The declarative triggers (contract/triggers.ts): one set of listeners on the document, so a
 * trigger added later needs nothing. Only these listeners are in vitrina.js; the triggers' code is
 * a chunk, fetched when the page has a trigger that shows a state, else when the pointer, a touch or
 * the focus reaches a trigger. A click that comes before it shows the trigger busy at once and is
 * done when the code arrives.
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
    const done = () => trigger.removeAttribute('aria-busy');
    load().then(
      (loaded) => {
        done();
        loaded?.activate(trigger, null);
      },
      (failure: unknown) => {
        done();
        console.warn('Vitrina: the triggers’ code could not be loaded —', failure);
      },
    );
  };

  // Enter and Space on a trigger that is not a button or link (a `role="button"` with a tabindex) click it.
  const key = (event: KeyboardEvent): void => {
    const trigger = triggerOf(event);
    if (!trigger || trigger !== event.target || trigger.matches(NATIVE) || event.defaultPrevented) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (event.type === (event.key === ' ' ? 'keyup' : 'keydown') && !event.repeat) (trigger as HTMLElement).click();
  };

  const listeners = [
    ['pointerover', prepare],
    ['pointerdown', prepare],
    ['focusin', prepare],
    ['click', click],
    ['keydown', key],
    ['keyup', key],
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
