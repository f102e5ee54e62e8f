import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../schemas/test-samples';
import { scriptedShop } from '../test-scripted-fetch';

function shop(routes: Record<string, () => unknown>, cookies: Record<string, string> = {}) {
  const { calls, services, state } = scriptedShop(routes, cookies);
  return { calls, state, auth: services.auth };
}

const page = { loggedIn: true, firstName: 'Олена', corporate: true, bonuses: 50 };

describe('auth.hydrate', () => {
  it('shows the page’s session at once, provisionally, without a request', () => {
    const { auth, state, calls } = shop({});
    auth.hydrate(page);
    expect(state.isLoggedIn.value).toBe(true);
    expect(state.isCorporate.value).toBe(true);
    expect(state.isSuperCorporate.value).toBe(false);
    expect(state.bonusesCount.value).toBe(50);
    expect(auth.firstName.value).toBe('Олена');
    expect(auth.status.value).toBe('unknown');
    expect(calls).toEqual([]);
  });

  it('is confirmed by restore() with the server’s user', async () => {
    const user = { ...sampleUser(), first_name: 'Ірина', role: null };
    const { auth, state } = shop({ '/profile/me': () => ({ success: true, data: user }) }, { token: 't-1' });
    auth.hydrate(page);
    await auth.restore();
    expect(auth.status.value).toBe('user');
    expect(state.isLoggedIn.value).toBe(true);
    expect(state.isCorporate.value).toBe(false);
    expect(auth.firstName.value).toBe('Ірина');
  });

  it('is reset by restore() when there is no session, and ignored after it', async () => {
    const { auth, state } = shop({});
    auth.hydrate(page);
    await auth.restore();
    expect(auth.status.value).toBe('guest');
    expect(state.isLoggedIn.value).toBe(false);
    expect(state.isCorporate.value).toBe(false);
    expect(state.bonusesCount.value).toBeNull();
    expect(auth.firstName.value).toBeNull();
    auth.hydrate(page);
    expect(state.isLoggedIn.value).toBe(false);
  });

  it('ignores a guest’s or a malformed snapshot without throwing', () => {
    const { auth, state } = shop({});
    for (const garbage of [undefined, 42, { loggedIn: 'yes' }, { loggedIn: true, bonuses: -1 }, { loggedIn: true, corporate: 'no' }, { loggedIn: false }]) {
      expect(() => auth.hydrate(garbage as never)).not.toThrow();
    }
    expect(state.isLoggedIn.value).toBe(false);
    expect(state.roleSlug.value).toBeNull();
    expect(auth.firstName.value).toBeNull();
  });
});
