import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createVitrina } from '../../create-vitrina';
import { AuthError, type VitrinaError } from '../../errors';
import { userSchema } from '../../schemas/user';
import { storageKeys } from '../../storage/keys';
import { createMemoryStore } from '../../storage/memory-store';
import { testAuthKit } from './test-auth-kit';
import { testCookieDocument } from './test-cookie-document';
import type { testProfileApi } from './test-profile-api';
import { generalData, PROFILE_API, SHOP_API } from './test-profile-api';
import { oksana, serve, server, storedAccounts, useProfileServer } from './test-auth-server';

useProfileServer();

describe('login check on load', () => {
  function loggedInCookie(api: ReturnType<typeof testProfileApi>) {
    return testCookieDocument({ token: api.issueToken('oksana@example.ua') });
  }

  it('loads the general data and restores the session of a live token', async () => {
    const api = serve();
    const kit = testAuthKit({ cookieDocument: loggedInCookie(api) });

    const user = await kit.auth.restore();

    expect(user?.uuid).toBe(oksana.uuid);
    expect(kit.state.generalData.value).toEqual(generalData);
    expect(kit.state.isLoggedIn.value).toBe(true);
    expect(kit.state.bonusesCount.value).toBe(600);
    expect(kit.cookies.readUser(userSchema)?.email).toBe('oksana@example.ua');
    expect(kit.emitted).toEqual([{ name: 'auth:restored', payload: { user: oksana } }]);
    expect(kit.reported).toEqual([]);
  });

  it('takes the language of the user', async () => {
    const api = serve();
    api.addAccount('x', { ...oksana, lang: { code: 'ru' } });
    const kit = testAuthKit({ cookieDocument: loggedInCookie(api) });
    await kit.auth.restore();
    expect(kit.state.lang.value).toBe('ru');
    expect(kit.context.i18n.lang).toBe('ru');
  });

  it('stays a guest without a token, asking nothing but the general data', async () => {
    const api = serve();
    const kit = testAuthKit();
    await expect(kit.auth.restore()).resolves.toBeNull();
    expect(api.seen.map((request) => request.path)).toEqual(['shop/general']);
    expect(kit.auth.status.value).toBe('guest');
    expect(kit.reported).toEqual([]);
  });

  it('reads { success: false } as a login error: guest state, token and user cookies dropped, error reported', async () => {
    serve();
    const kit = testAuthKit({ cookieDocument: testCookieDocument({ token: 'revoked-token', user: '{}' }) });
    await expect(kit.auth.restore()).resolves.toBeNull();
    expect(kit.state.isLoggedIn.value).toBe(false);
    expect(kit.auth.status.value).toBe('guest');
    expect(kit.cookies.readToken()).toBeUndefined();
    expect(kit.cookieDocument.cookie).not.toContain('user=');
    expect(kit.reported).toHaveLength(1);
    expect(kit.reported[0]).toBeInstanceOf(AuthError);
    expect(kit.reported[0]?.messageKey).toBe('errors.login_error');
    expect(kit.eventNames()).toEqual([]);
  });

  it('reads a 401 from the login check as a refused token: guest state, token dropped', async () => {
    const api = serve();
    server.use(http.get(`${PROFILE_API}me`, () => HttpResponse.json({ error: { code: 'errors.login_error', message: 'revoked' } }, { status: 401 })));
    const kit = testAuthKit({ cookieDocument: loggedInCookie(api) });
    kit.auth.hydrate({ loggedIn: true, firstName: 'Оксана', corporate: false, bonuses: null });
    await expect(kit.auth.restore()).resolves.toBeNull();
    expect(kit.state.isLoggedIn.value).toBe(false);
    expect(kit.auth.status.value).toBe('guest');
    expect(kit.cookies.readToken()).toBeUndefined();
  });

  it('falls back to guest on a network failure, keeping the token for the next check', async () => {
    const api = serve();
    server.use(http.get(`${PROFILE_API}me`, () => HttpResponse.error()));
    const kit = testAuthKit({ cookieDocument: loggedInCookie(api) });
    await expect(kit.auth.restore()).resolves.toBeNull();
    expect(kit.state.isLoggedIn.value).toBe(false);
    expect(kit.auth.status.value).toBe('guest');
    expect(kit.cookies.readToken()).toMatch(/^token-/);
    expect(kit.reported.map((error) => error.kind)).toEqual(['network']);
  });

  it('treats a login check of the wrong shape as a failure, not a crash', async () => {
    const api = serve();
    server.use(http.get(`${PROFILE_API}me`, () => HttpResponse.json({ success: true, data: { uuid: 42 } })));
    const kit = testAuthKit({ cookieDocument: loggedInCookie(api) });
    await expect(kit.auth.restore()).resolves.toBeNull();
    expect(kit.reported.map((error) => error.kind)).toEqual(['schema']);
  });

  it('reports a failed general-data load and still checks the login', async () => {
    const api = serve();
    server.use(http.get(`${SHOP_API}general`, () => HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 500 })));
    const kit = testAuthKit({ cookieDocument: loggedInCookie(api) });
    await expect(kit.auth.restore()).resolves.toMatchObject({ uuid: oksana.uuid });
    expect(kit.state.generalData.value).toBeNull();
    expect(kit.reported.map((error) => error.messageKey)).toEqual(['errors.generic']);
    await expect(kit.auth.loadGeneralData()).resolves.toBe(false);
  });

  it('asks once when called twice at the same time', async () => {
    const api = serve();
    const kit = testAuthKit({ cookieDocument: loggedInCookie(api) });
    await Promise.all([kit.auth.restore(), kit.auth.restore()]);
    expect(api.requestsTo('profile/me')).toHaveLength(1);
  });

  it('follows another tab: a logout there ends the session here', async () => {
    const api = serve();
    const kit = testAuthKit({ cookieDocument: loggedInCookie(api) });
    await kit.auth.restore();
    kit.cookies.removeToken();
    kit.context.events.emit('remote:changed', { topic: 'auth' });
    await vi.waitFor(() => expect(kit.state.isLoggedIn.value).toBe(false));
    expect(kit.eventNames()).toEqual(['auth:restored', 'remote:changed', 'auth:logout']);
  });
});

describe('logout', () => {
  it('revokes the token, clears cookies and state, and blanks every stored token', async () => {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'corp@example.ua', password: 'corp1234' });
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    const token = kit.cookies.readToken()!;

    await kit.auth.logout();

    expect(api.requestsTo('shop/user/logged_out')).toMatchObject([{ token }]);
    expect(api.isLive(token)).toBe(false);
    expect(kit.cookies.readToken()).toBeUndefined();
    expect(kit.cookieDocument.cookie).toBe('');
    expect(kit.state.isLoggedIn.value).toBe(false);
    expect(kit.state.roleSlug.value).toBeNull();
    expect(kit.state.isCorporate.value).toBe(false);
    expect(kit.state.bonusesCount.value).toBeNull();
    expect(kit.auth.user.value).toBeNull();
    expect(kit.auth.isExtendedFilter.value).toBe(false);
    expect(kit.eventNames().at(-1)).toBe('auth:logout');
    expect(kit.storage.read(storageKeys.accountsList, storedAccounts)).toEqual([
      { token: '', email: 'corp@example.ua', user_name: 'Андрій Мельник' },
      { token: '', email: 'oksana@example.ua', user_name: 'Оксана Коваленко' },
    ]);
    expect(kit.accounts.accounts.value.every((account) => account.token === '')).toBe(true);
  });

  it('logs out here even when the server cannot be reached', async () => {
    serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    server.use(http.post(`${SHOP_API}user/logged_out`, () => HttpResponse.error()));
    await kit.auth.logout();
    expect(kit.state.isLoggedIn.value).toBe(false);
    expect(kit.cookies.readToken()).toBeUndefined();
    expect(kit.reported.map((error) => error.kind)).toEqual(['network']);
  });

  it('resets the extended-filter flag of the user', async () => {
    const api = serve();
    api.addAccount('filters1', { ...oksana, is_extended_filter: true });
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'filters1' });
    expect(kit.auth.isExtendedFilter.value).toBe(true);
    await kit.auth.logout();
    expect(kit.auth.isExtendedFilter.value).toBe(false);
  });
});

describe('in createVitrina', () => {
  it('is wired as vitrina.services.auth and .accounts', async () => {
    // Whatever the other services ask on login and logout gets a 404; the auth calls are served.
    server.use(
      http.all('https://shop.test/*', () => HttpResponse.json({ error: { code: 'errors.nothing_found', message: 'no' } }, { status: 404 })),
    );
    serve();
    const errors: VitrinaError[] = [];
    const vitrina = createVitrina({
      api: { profile: PROFILE_API, shop: SHOP_API },
      storage: createMemoryStore(),
      cookieDocument: testCookieDocument(),
      retryLimit: 0,
      onError: (error) => errors.push(error),
    });
    await vitrina.services.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    expect(vitrina.state.isLoggedIn.value).toBe(true);
    expect(vitrina.services.accounts.accounts.value.map((account) => account.email)).toEqual(['oksana@example.ua']);
    await vitrina.services.auth.logout();
    expect(vitrina.state.isLoggedIn.value).toBe(false);
    expect(errors.filter((error) => error.kind === 'auth')).toEqual([]);
    vitrina.destroy();
  });
});
