import { TRIGGER_SELECTOR } from '../../contract/trigger-selectors';

/** Elements whose own keys click them: <button>, <a href>, form controls. */
const NATIVE = 'a[href],button,input,select,textarea,summary';

/**
 * Enter and Space on a trigger that is not a button or a link (a `role="button"` with a tabindex,
 * which are the page's to give) click it, as they do a button: Enter when pressed, Space when
 * released, and Space does not scroll the page. Returns the listeners' removal.
 */
export function clickOnKeys(document: Document): () => void {
  const key = (event: KeyboardEvent): void => {
    const trigger = event.target instanceof Element ? event.target.closest(TRIGGER_SELECTOR) : null;
    if (!trigger || trigger !== event.target || trigger.matches(NATIVE) || event.defaultPrevented) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (event.type === (event.key === ' ' ? 'keyup' : 'keydown') && !event.repeat) (trigger as HTMLElement).click();
  };
  document.addEventListener('keydown', key);
  document.addEventListener('keyup', key);
  return () => {
    document.removeEventListener('keydown', key);
    document.removeEventListener('keyup', key);
  };
}
