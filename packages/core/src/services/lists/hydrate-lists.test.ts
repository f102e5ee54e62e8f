import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../schemas/test-samples';
import { scriptedShop } from '../test-scripted-fetch';

const shop = scriptedShop;

describe('favorites.hydrate and compares.hydrate', () => {
  it('show a logged-in shopper’s page ids at once, without a request', () => {
    const { services, state, calls } = shop({});
    services.auth.hydrate({ loggedIn: true });
    services.favorites.hydrate([7, 8]);
    services.compares.hydrate([9]);
    expect(state.favorites.ids.value).toEqual([7, 8]);
    expect(state.favorites.has(8).value).toBe(true);
    expect(state.compares.ids.value).toEqual([9]);
    expect(calls).toEqual([]);
  });

  it('leave a guest’s list, which lives in this browser, alone', () => {
    const { services, state } = shop({});
    services.favorites.hydrate([7]);
    expect(state.favorites.ids.value).toEqual([]);
  });

  it('give way to the server’s lists, and are ignored after them', async () => {
    const user = { ...sampleUser(), favorites: [3], compares: [] };
    const { services, state } = shop({ '/profile/me': () => ({ success: true, data: user }) }, { token: 't-1' });
    services.auth.hydrate({ loggedIn: true });
    services.favorites.hydrate([7, 8]);
    services.compares.hydrate([9]);
    await services.auth.restore();
    expect(state.favorites.ids.value).toEqual([3]);
    expect(state.compares.ids.value).toEqual([]);
    services.favorites.hydrate([7]);
    expect(state.favorites.ids.value).toEqual([3]);
  });

  it('are cleared when the session check finds a guest', async () => {
    const { services, state } = shop({});
    services.auth.hydrate({ loggedIn: true });
    services.favorites.hydrate([7]);
    await services.auth.restore();
    expect(state.favorites.ids.value).toEqual([]);
  });

  it('ignore malformed ids without throwing', () => {
    const { services, state } = shop({});
    services.auth.hydrate({ loggedIn: true });
    for (const garbage of [null, 'x', [0], [1.5], ['7'], { 0: 7 }]) {
      expect(() => services.favorites.hydrate(garbage as never)).not.toThrow();
      expect(() => services.compares.hydrate(garbage as never)).not.toThrow();
    }
    expect(state.favorites.ids.value).toEqual([]);
    expect(state.compares.ids.value).toEqual([]);
  });
});
