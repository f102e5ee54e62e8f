import { act, screen } from '@testing-library/react';
import { VitrinaError } from '@vitrina/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gate, renderActions, testVitrina } from '../../testing/test-vitrina';
import { append, settle, startTriggers } from './test-triggers-kit';

let stop: () => void = () => {};
afterEach(() => stop());

const toggle = (list: string, productId: number, text = 'Обране') =>
  append('button', { type: 'button', 'data-vitrina-toggle': list, 'data-vitrina-product': String(productId) }, text);

describe('a favourites or compare trigger', () => {
  it('is pressed while its product is listed, for a guest as for the card’s island of the same product', async () => {
    const vitrina = testVitrina();
    renderActions(vitrina, { productId: 1001 });
    const favorite = toggle('favorites', 1001);
    const compare = toggle('compares', 1001, 'Порівняти');
    stop = startTriggers(vitrina);
    await settle();
    expect(favorite.getAttribute('aria-pressed')).toBe('false');
    expect(favorite.hasAttribute('data-vitrina-listed')).toBe(false);

    await act(async () => {
      favorite.click();
      await settle();
    });
    expect(favorite.getAttribute('aria-pressed')).toBe('true');
    expect(favorite.hasAttribute('data-vitrina-listed')).toBe(true);
    expect(vitrina.state.favorites.has(1001).value).toBe(true);
    expect(screen.getByRole('button', { name: 'Видалити з обраного' })).toBeTruthy();
    expect(compare.getAttribute('aria-pressed')).toBe('false');

    // The card's island takes it out: the trigger follows.
    await act(async () => {
      screen.getByRole('button', { name: 'Видалити з обраного' }).click();
      await settle();
    });
    expect(favorite.getAttribute('aria-pressed')).toBe('false');

    await act(async () => {
      compare.click();
      await settle();
    });
    expect(compare.getAttribute('aria-pressed')).toBe('true');
    expect(vitrina.state.compares.has(1001).value).toBe(true);
    vitrina.destroy();
  });

  it('is busy while the change is on its way, takes one change for a double click, and is put back when it is refused', async () => {
    const vitrina = testVitrina();
    const answer = gate();
    const toggleList = vi.spyOn(vitrina.services.favorites, 'toggle').mockImplementation(async () => {
      await answer.wait();
      return { ok: false, inList: false, error: new VitrinaError('network', 'down') };
    });
    const favorite = toggle('favorites', 1002);
    stop = startTriggers(vitrina);
    await settle();

    favorite.click();
    expect(favorite.getAttribute('aria-busy')).toBe('true');
    expect(favorite.getAttribute('aria-disabled')).toBe('true');
    favorite.click();
    expect(toggleList).toHaveBeenCalledTimes(1);

    await act(async () => {
      answer.open();
      await settle();
    });
    expect(favorite.hasAttribute('aria-busy')).toBe(false);
    expect(favorite.hasAttribute('aria-disabled')).toBe(false);
    expect(favorite.getAttribute('aria-pressed')).toBe('false');
    vitrina.destroy();
  });

  it('writes no pressed state on a trigger that is not a button, only the attribute the page styles', async () => {
    const vitrina = testVitrina();
    const link = append('a', { href: '/favorites', 'data-vitrina-toggle': 'favorites', 'data-vitrina-product': '1003' }, 'Обране');
    stop = startTriggers(vitrina);
    await settle();

    link.click();
    await settle();

    expect(link.hasAttribute('data-vitrina-listed')).toBe(true);
    expect(link.hasAttribute('aria-pressed')).toBe(false);
    vitrina.destroy();
  });
});
