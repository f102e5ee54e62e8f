import { afterEach, describe, expect, it, vi } from 'vitest';
import { testVitrina } from '../../testing/test-vitrina';
import { append, settle, startTriggers } from './test-triggers-kit';

let stop: () => void = () => {};
afterEach(() => stop());

const openModal = (vitrina: ReturnType<typeof testVitrina>) => ({ ...vitrina.state.modal.value, product: vitrina.state.selectedProductId.value });

describe('a trigger that opens a modal', () => {
  // First in this file: the triggers' code has not been fetched yet.
  it('shows itself busy at once when clicked before its code has arrived, then opens the modal', async () => {
    const vitrina = testVitrina();
    stop = startTriggers(vitrina);
    const link = append('a', { href: '/login', 'data-vitrina-open': 'login' }, 'Увійти');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);

    expect(click.defaultPrevented).toBe(true);
    expect(link.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(vitrina.state.modal.value).toEqual({ open: true, id: 'login' }));
    expect(link.hasAttribute('aria-busy')).toBe(false);
    vitrina.destroy();
  });

  it('opens the login dialog from a trigger added after start, by click and by keyboard', async () => {
    const vitrina = testVitrina();
    stop = startTriggers(vitrina);
    await settle();
    const button = append('button', { type: 'button', 'data-vitrina-open': 'login' }, 'Увійти');
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();

    button.click();
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'login' });

    await vitrina.services.ui.closeModal();
    // An element that is not a button: Enter and Space work on it (role="button" and tabindex are the page's).
    const custom = append('span', { role: 'button', tabindex: '0', 'data-vitrina-open': 'promo-code' }, 'Маю промокод');
    custom.focus();
    custom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'promo-code' });

    await vitrina.services.ui.closeModal();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    custom.dispatchEvent(space);
    // Space clicks on release, as a button does; its press does not scroll the page.
    expect(space.defaultPrevented).toBe(true);
    expect(vitrina.state.modal.value.open).toBe(false);
    custom.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true, cancelable: true }));
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'promo-code' });
    vitrina.destroy();
  });

  it('opens a product’s modal about its product, and leaves a link opened in a new tab alone', async () => {
    const vitrina = testVitrina();
    stop = startTriggers(vitrina);
    await settle();
    const link = append('a', { href: '#credit', 'data-vitrina-open': 'credit-info', 'data-vitrina-product': '1001' }, 'Умови кредиту');

    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(vitrina.state.modal.value.open).toBe(false);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(openModal(vitrina)).toEqual({ open: true, id: 'credit-info', product: 1001 });
    vitrina.destroy();
  });

  it('does nothing once stopped', async () => {
    const vitrina = testVitrina();
    stop = startTriggers(vitrina);
    await settle();
    const button = append('button', { type: 'button', 'data-vitrina-open': 'login' }, 'Увійти');
    stop();
    document.body.append(button);
    button.click();
    await settle();
    expect(vitrina.state.modal.value.open).toBe(false);
    vitrina.destroy();
  });
});
