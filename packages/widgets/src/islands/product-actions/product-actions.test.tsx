import { createMemoryStore, storageKeys, type Vitrina } from '@vitrina/core';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pressKey, pressTab } from '../../testing/keyboard';
import { sampleUser } from '../../testing/sample-user';
import { renderActions, testVitrina } from '../../testing/test-vitrina';

let vitrina: Vitrina;
beforeEach(() => {
  vitrina = testVitrina();
});
afterEach(() => vitrina.destroy());

const primaryNames = ['Купити', 'Передзамовити', 'Повідомити про наявність'];
const primaryButtons = () => primaryNames.flatMap((name) => screen.queryAllByRole('button', { name }));

describe('the primary button', () => {
  it.each([
    ['in stock', { toCart: true, preOrder: false, notify: false }, 'Купити'],
    ['awaited', { toCart: false, preOrder: true, notify: false }, 'Передзамовити'],
    ['out of stock', { toCart: false, preOrder: false, notify: true }, 'Повідомити про наявність'],
    ['pre-order and buy both set', { toCart: true, preOrder: true, notify: false }, 'Передзамовити'],
  ])('is the single right one for a product %s', (_, flags, name) => {
    renderActions(vitrina, flags);
    expect(primaryButtons().map((button) => button.textContent)).toEqual([name]);
  });

  it('is absent when the card enables none', () => {
    renderActions(vitrina, { toCart: false, preOrder: false, notify: false, oneClick: false });
    expect(primaryButtons()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Додати в обране' })).toBeTruthy();
  });

  it('opens the reminder modal about the product for remind-me', async () => {
    renderActions(vitrina, { productId: 77, toCart: false, notify: true });
    await act(async () => screen.getByRole('button', { name: 'Повідомити про наявність' }).click());
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'remind' });
    expect(vitrina.state.selectedProductId.value).toBe(77);
  });

  it('starts the pre-order for pre-order (a guest is asked to log in first)', async () => {
    renderActions(vitrina, { productId: 78, toCart: false, preOrder: true });
    await act(async () => screen.getByRole('button', { name: 'Передзамовити' }).click());
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'login' });
  });
});

describe('the one-click link', () => {
  const oneClick = () => screen.queryByRole('button', { name: 'Купити в 1 клік' });

  it('shows with the buy button and opens the one-click modal', async () => {
    renderActions(vitrina, { productId: 79 });
    await act(async () => oneClick()!.click());
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'one-click' });
    expect(vitrina.state.selectedProductId.value).toBe(79);
  });

  it.each([
    ['pre-order', { toCart: true, preOrder: true }],
    ['remind-me', { toCart: false, notify: true }],
  ])('is hidden while %s is active', (_, flags) => {
    renderActions(vitrina, flags);
    expect(oneClick()).toBeNull();
  });

  it('is hidden on the compare page (the page renders data-one-click="0")', () => {
    renderActions(vitrina, { oneClick: false });
    expect(oneClick()).toBeNull();
  });

  it('is hidden for a corporate user, even one who logged in after the page was rendered', async () => {
    const corporate = testVitrina({
      cookieDocument: { cookie: 'token=t0k3n' },
      fetch: (input) => {
        const url = input instanceof Request ? input.url : String(input);
        if (new URL(url, 'http://localhost').pathname === '/api/profile/me') return Promise.resolve(Response.json({ success: true, data: corporateUser }));
        return Promise.resolve(Response.json({ message: 'not here' }, { status: 404 }));
      },
    });
    renderActions(corporate);
    expect(oneClick()).not.toBeNull();

    await act(() => corporate.services.auth.restore());

    expect(corporate.state.isCorporate.value).toBe(true);
    expect(oneClick()).toBeNull();
    expect(screen.getByRole('button', { name: 'Купити' })).toBeTruthy();
    corporate.destroy();
  });
});

describe('the favourites and compare toggles', () => {
  const storedFavorites = z.object({ products: z.array(z.object({ id: z.number() })) });

  it('flips the name, the tooltip and the look, with no pressed state to contradict them; a guest’s list goes to storage', async () => {
    const storage = createMemoryStore();
    const guest = testVitrina({ storage });
    renderActions(guest, { productId: 1001 });
    const heart = screen.getByRole('button', { name: 'Додати в обране' });
    expect(heart.hasAttribute('aria-pressed')).toBe(false);
    expect(heart.getAttribute('title')).toBe('Додати в обране');
    expect(heart.classList.contains('vitrina-toggle--listed')).toBe(false);

    await act(async () => heart.click());

    expect(heart.hasAttribute('aria-pressed')).toBe(false);
    expect(heart.getAttribute('aria-label')).toBe('Видалити з обраного');
    expect(heart.getAttribute('title')).toBe('Видалити з обраного');
    expect(heart.classList.contains('vitrina-toggle--listed')).toBe(true);
    expect(guest.state.favorites.has(1001).value).toBe(true);
    expect(storage.read(storageKeys.favoritesList, storedFavorites)?.products.map((product) => product.id)).toEqual([1001]);

    await act(async () => heart.click());
    expect(heart.getAttribute('aria-label')).toBe('Додати в обране');
    expect(heart.classList.contains('vitrina-toggle--listed')).toBe(false);
    expect(guest.state.favorites.has(1001).value).toBe(false);
    guest.destroy();
  });

  it('toggles the compare list with its own names', async () => {
    renderActions(vitrina, { productId: 1001 });
    const compare = screen.getByRole('button', { name: 'Додати до порівняння' });
    await act(async () => compare.click());
    expect(compare.getAttribute('aria-label')).toBe('Видалити з порівняння');
    expect(compare.getAttribute('title')).toBe('Видалити з порівняння');
    expect(vitrina.state.compares.has(1001).value).toBe(true);
  });
});

describe('with the keyboard only', () => {
  it('reaches every control with Tab and works them with Enter and Space', async () => {
    renderActions(vitrina, { productId: 1001, toCart: false, notify: true });
    expect(pressTab()?.textContent).toBe('Повідомити про наявність');
    await act(async () => pressKey('Enter'));
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'remind' });

    expect(pressTab()?.getAttribute('aria-label')).toBe('Додати в обране');
    await act(async () => pressKey(' '));
    expect(vitrina.state.favorites.has(1001).value).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Видалити з обраного');

    expect(pressTab()?.getAttribute('aria-label')).toBe('Додати до порівняння');
    await act(async () => pressKey('Enter'));
    expect(vitrina.state.compares.has(1001).value).toBe(true);
  });
});

const corporateUser = sampleUser({ uuid: '0b7e7c1a-0000-4000-8000-00000000c0c0', role: { slug: 'corporate' } });
