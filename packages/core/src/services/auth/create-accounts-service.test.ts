import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NetworkError, SchemaError } from '../../errors';
import { storedAccountSchema } from '../../schemas/stored-account';
import { storageKeys } from '../../storage/keys';
import { createLocalStore, type StorageEventLike } from '../../storage/local-store';
import { createMemoryStore } from '../../storage/memory-store';
import { testAuthKit } from './test-auth-kit';
import { PROFILE_API, testProfileApi, testUser } from './test-profile-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const oksana = testUser({ email: 'oksana@example.ua', first_name: 'Оксана', last_name: 'Коваленко' });
const taras = testUser({ uuid: 'taras-uuid', email: 'taras@example.ua', first_name: 'Тарас', last_name: 'Шевчук', role: { slug: 'super_corporate' } });

function serve() {
  const api = testProfileApi();
  api.addAccount('secret12', oksana);
  api.addAccount('taras123', taras);
  server.use(...api.handlers);
  return api;
}

const stored = (kit: ReturnType<typeof testAuthKit>) => kit.storage.read(storageKeys.accountsList, z.array(storedAccountSchema));

/** Logged in as Oksana, then as Taras: both stored, Taras current. */
async function twoAccounts() {
  const api = serve();
  const kit = testAuthKit();
  await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
  const oksanaToken = kit.cookies.readToken()!;
  await kit.auth.login({ email: 'taras@example.ua', password: 'taras123' });
  const tarasToken = kit.cookies.readToken()!;
  kit.emitted.length = 0;
  return { api, kit, oksanaToken, tarasToken };
}

describe('stored accounts', () => {
  it('adds every account logged into, in order', async () => {
    const { kit, oksanaToken, tarasToken } = await twoAccounts();
    const expected = [
      { token: oksanaToken, email: 'oksana@example.ua', user_name: 'Оксана Коваленко' },
      { token: tarasToken, email: 'taras@example.ua', user_name: 'Тарас Шевчук' },
    ];
    expect(stored(kit)).toEqual(expected);
    expect(kit.accounts.accounts.value).toEqual(expected);
  });

  it('replaces the token when the e-mail is already stored (case aside)', async () => {
    const api = serve();
    const kit = testAuthKit();
    kit.storage.write(storageKeys.accountsList, [{ token: '', email: 'Oksana@Example.ua', user_name: 'Оксана' }]);
    const fresh = testAuthKit({ storage: kit.storage });
    await fresh.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await fresh.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    expect(api.requestsTo('profile/login')).toHaveLength(2);
    expect(stored(fresh)).toEqual([{ token: fresh.cookies.readToken(), email: 'oksana@example.ua', user_name: 'Оксана Коваленко' }]);
  });

  it('removes an account', async () => {
    const { kit } = await twoAccounts();
    kit.accounts.remove('OKSANA@example.ua');
    expect(stored(kit)?.map((account) => account.email)).toEqual(['taras@example.ua']);
    expect(kit.accounts.accounts.value.map((account) => account.email)).toEqual(['taras@example.ua']);
    expect(kit.state.isLoggedIn.value).toBe(true);
  });

  it('ignores a list that is not JSON or not a list, without crashing', async () => {
    for (const raw of ['{not json', '"accounts"', '{"token":"a"}', 'null']) {
      const storage = createLocalStore({ storage: fakeWebStorage({ [storageKeys.accountsList]: raw }), window: null });
      const kit = testAuthKit({ storage });
      expect(kit.accounts.accounts.value).toEqual([]);
      serve();
      await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
      expect(stored(kit)?.map((account) => account.email)).toEqual(['oksana@example.ua']);
    }
  });

  it('keeps the good entries of a list with bad ones, and reports the bad ones', () => {
    const storage = createMemoryStore();
    const good = { token: 'tok-1', email: 'oksana@example.ua', user_name: 'Оксана' };
    storage.write(storageKeys.accountsList, [good, { token: 5, email: 'x@example.ua' }, 'junk', null]);
    const kit = testAuthKit({ storage });
    expect(kit.accounts.accounts.value).toEqual([good]);
    expect(stored(kit)).toEqual([good]);
    expect(kit.reported).toHaveLength(1);
    expect(kit.reported[0]).toBeInstanceOf(SchemaError);
    expect((kit.reported[0] as SchemaError).issues.map((issue) => issue.path)).toContain('1.token');
  });

  it('follows the list when another tab changes it', () => {
    const web = fakeWebStorage();
    const listeners: ((event: StorageEventLike) => void)[] = [];
    const storage = createLocalStore({
      storage: web,
      window: { addEventListener: (_type, listener) => listeners.push(listener), removeEventListener: () => undefined },
    });
    const kit = testAuthKit({ storage });
    web.setItem(storageKeys.accountsList, JSON.stringify([{ token: 't', email: 'other@example.ua', user_name: 'Інша' }]));
    for (const listener of listeners) listener({ key: storageKeys.accountsList });
    expect(kit.accounts.accounts.value.map((account) => account.email)).toEqual(['other@example.ua']);
  });
});

describe('switching account', () => {
  it('makes a stored account with a live token the session, as after a login', async () => {
    const { api, kit, oksanaToken } = await twoAccounts();
    kit.state.cartId.value = 'taras-cart';

    const result = await kit.accounts.switchTo('oksana@example.ua');

    expect(result).toEqual({ status: 'switched', user: oksana });
    expect(api.requestsTo('profile/me').at(-1)?.token).toBe(oksanaToken);
    expect(kit.cookies.readToken()).toBe(oksanaToken);
    expect(kit.auth.user.value?.email).toBe('oksana@example.ua');
    expect(kit.state.roleSlug.value).toBe('user');
    expect(kit.state.isCorporate.value).toBe(false);
    expect(kit.emitted).toContainEqual({ name: 'auth:login', payload: { user: oksana, isSignUp: false, guestCartId: null } });
    expect(kit.eventNames()).not.toContain('auth:logout');
    expect(api.isLive(kit.cookies.readToken()!)).toBe(true);
    expect(stored(kit)?.every((account) => account.token !== '')).toBe(true);
    // The follow-ups of a login run after the switch has answered.
    await vi.waitFor(() => expect(api.requestsTo('shop/user/logged_in').at(-1)?.token).toBe(oksanaToken));
    await vi.waitFor(() => expect(api.requestsTo('shop/bonuses/user/get-bonuses').at(-1)?.token).toBe(oksanaToken));
  });

  it('blanks a dead token and asks for a login as that account, keeping the current session', async () => {
    const { api, kit, oksanaToken, tarasToken } = await twoAccounts();
    api.revoke(oksanaToken);

    const result = await kit.accounts.switchTo('oksana@example.ua');

    expect(result).toEqual({ status: 'login-required', email: 'oksana@example.ua' });
    expect(stored(kit)?.find((account) => account.email === 'oksana@example.ua')?.token).toBe('');
    expect(kit.emitted).toEqual([
      { name: 'auth:login-required', payload: { email: 'oksana@example.ua' } },
      { name: 'ui:open-modal', payload: { id: 'login' } },
    ]);
    expect(kit.auth.loginRequest.value).toEqual({ email: 'oksana@example.ua' });
    expect(kit.cookies.readToken()).toBe(tarasToken);
    expect(kit.auth.user.value?.email).toBe('taras@example.ua');

    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    expect(kit.auth.loginRequest.value).toBeNull();
    expect(stored(kit)?.find((account) => account.email === 'oksana@example.ua')?.token).toBe(kit.cookies.readToken());
  });

  it('reads a 401 from the check as a dead token too: blanked, and a login asked for', async () => {
    const { kit, tarasToken } = await twoAccounts();
    server.use(http.get(`${PROFILE_API}me`, () => HttpResponse.json({ error: { code: 'errors.login_error', message: 'revoked' } }, { status: 401 })));
    await expect(kit.accounts.switchTo('oksana@example.ua')).resolves.toEqual({ status: 'login-required', email: 'oksana@example.ua' });
    expect(stored(kit)?.find((account) => account.email === 'oksana@example.ua')?.token).toBe('');
    expect(kit.auth.loginRequest.value).toEqual({ email: 'oksana@example.ua' });
    expect(kit.cookies.readToken()).toBe(tarasToken);
  });

  it('asks for a login without a request for a blanked or unknown account', async () => {
    const { api, kit } = await twoAccounts();
    await kit.auth.logout();
    const before = api.seen.length;
    await expect(kit.accounts.switchTo('taras@example.ua')).resolves.toEqual({ status: 'login-required', email: 'taras@example.ua' });
    await expect(kit.accounts.switchTo('nobody@example.ua')).resolves.toEqual({ status: 'login-required', email: 'nobody@example.ua' });
    expect(api.seen).toHaveLength(before);
  });

  it('keeps the token when the check cannot reach the server', async () => {
    const { kit, oksanaToken, tarasToken } = await twoAccounts();
    server.use(http.get(`${PROFILE_API}me`, () => HttpResponse.error()));
    await expect(kit.accounts.switchTo('oksana@example.ua')).rejects.toBeInstanceOf(NetworkError);
    expect(stored(kit)?.map((account) => account.token)).toEqual([oksanaToken, tarasToken]);
    expect(kit.cookies.readToken()).toBe(tarasToken);
  });
});

function fakeWebStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
