import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../runtime/navigation';
import { renderActions, testVitrina } from '../../testing/test-vitrina';
import { append, settle, startTriggers } from './test-triggers-kit';

let stop: () => void = () => {};
let warn: ReturnType<typeof vi.spyOn>;
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  stop();
  warn.mockRestore();
  assign.mockRestore();
});

describe('triggers with bad attributes', () => {
  it('give one console warning each, however often they are clicked, and their neighbours and the islands still work', async () => {
    const vitrina = testVitrina();
    renderActions(vitrina, { productId: 1001 });
    const bad = [
      append('button', { type: 'button', 'data-vitrina-open': 'logn' }, 'Увійти'),
      append('button', { type: 'button', 'data-vitrina-open': 'credit-info' }, 'Кредит'),
      append('button', { type: 'button', 'data-vitrina-add-to-cart': 'iphone' }, 'Купити'),
      append('button', { type: 'button', 'data-vitrina-toggle': 'favorites' }, 'Обране'),
      append('button', { type: 'button', 'data-vitrina-toggle': 'wishlist', 'data-vitrina-product': '1001' }, 'Обране'),
    ];
    const good = append('button', { type: 'button', 'data-vitrina-toggle': 'favorites', 'data-vitrina-product': '1001' }, 'Обране');
    stop = startTriggers(vitrina);
    await settle();

    for (const element of bad) {
      element.click();
      element.click();
    }
    await act(async () => {
      good.click();
      await settle();
    });

    expect(warn).toHaveBeenCalledTimes(bad.length);
    // The ones that show a state warn as the page starts, the others when clicked.
    expect(warn.mock.calls.map((call: unknown[]) => String(call[0])).sort()).toEqual([
      'Vitrina: the trigger <button data-vitrina-toggle="favorites"> has no data-vitrina-product; it does nothing.',
      'Vitrina: the trigger <button data-vitrina-toggle="wishlist" data-vitrina-product="1001"> has data-vitrina-toggle="wishlist"; a list is one of favorites, compares; it does nothing.',
      'Vitrina: the trigger <button data-vitrina-open="logn"> has data-vitrina-open="logn", which is no modal; it does nothing.',
      'Vitrina: the trigger <button data-vitrina-open="credit-info"> opens credit-info, which needs data-vitrina-product; it does nothing.',
      'Vitrina: the trigger <button data-vitrina-add-to-cart="iphone"> has data-vitrina-add-to-cart="iphone", which is not a product id; it does nothing.',
    ].sort());
    expect(vitrina.state.modal.value.open).toBe(false);
    expect(good.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Видалити з обраного' })).toBeTruthy();
    for (const element of bad) expect(element.hasAttribute('aria-busy')).toBe(false);
    vitrina.destroy();
  });

  it('leave a link to do what it does without script', async () => {
    const vitrina = testVitrina();
    stop = startTriggers(vitrina);
    await settle();
    const link = append('a', { href: '/login', 'data-vitrina-open': 'signin' }, 'Увійти');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);

    expect(click.defaultPrevented).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    vitrina.destroy();
  });
});
