import { describe, expect, it } from 'vitest';
import { createGlobalState, readonlyState } from './global-state';
import { isModalId } from './modal-ids';

describe('global state', () => {
  it('starts as a guest in Ukrainian with empty lists and closed modal and notifier', () => {
    const state = createGlobalState();
    expect(state.lang.value).toBe('uk');
    expect(state.isLoggedIn.value).toBe(false);
    expect(state.cart.ids.value).toEqual([]);
    expect(state.cartCount.value).toBe(0);
    expect(state.cartId.value).toBeNull();
    expect(state.bonusesCount.value).toBeNull();
    expect(state.modal.value).toEqual({ open: false, id: null });
    expect(state.notifier.value.open).toBe(false);
    expect(state.languageOptions.value).toEqual([
      { code: 'uk', label: 'Укр' },
      { code: 'ru', label: 'Рус' },
    ]);
  });

  it('derives the corporate flags from the role slug', () => {
    const state = createGlobalState();
    expect(state.isCorporate.value).toBe(false);
    state.roleSlug.value = 'corporate';
    expect([state.isCorporate.value, state.isSuperCorporate.value]).toEqual([true, false]);
    state.roleSlug.value = 'super_corporate';
    expect([state.isCorporate.value, state.isSuperCorporate.value]).toEqual([true, true]);
    state.roleSlug.value = 'customer';
    expect(state.isCorporate.value).toBe(false);
  });

  it('shares nothing between two instances', () => {
    const a = createGlobalState();
    const b = createGlobalState({ lang: 'ru' });
    a.favorites.add(1);
    a.cartCount.value = 3;
    expect(b.favorites.ids.value).toEqual([]);
    expect(b.cartCount.value).toBe(0);
    expect(b.lang.value).toBe('ru');
  });

  it('gives readers the live lists without their writers', () => {
    const state = createGlobalState();
    const view = readonlyState(state);
    state.compares.add(9);
    expect(view.compares.has(9).value).toBe(true);
    expect('add' in view.compares).toBe(false);
  });

  it('knows the modal ids of docs/pages.md', () => {
    expect(isModalId('credit-info')).toBe(true);
    expect(isModalId('pre-order')).toBe(true);
    expect(isModalId('<script>')).toBe(false);
    expect(isModalId(undefined)).toBe(false);
  });
});
