import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVitrina } from '../../create-vitrina';
import { AuthError, HttpError, NetworkError, ValidationError, type VitrinaError } from '../../errors';
import { userSchema } from '../../schemas/user';
import { storedAccountSchema } from '../../schemas/stored-account';
import { storageKeys } from '../../storage/keys';
import { createMemoryStore } from '../../storage/memory-store';
import { testAuthKit } from './test-auth-kit';
import { testCookieDocument } from './test-cookie-document';
import { generalData, PROFILE_API, SHOP_API, testProfileApi, testUser } from './test-profile-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const oksana = testUser({ email: 'oksana@example.ua', first_name: 'Оксана', last_name: 'Коваленко', bonuses_count: 540, available_bonuses: 600 });
const corporate = testUser({ uuid: 'corp-uuid', email: 'corp@example.ua', first_name: 'Андрій', last_name: 'Мельник', role: { slug: 'corporate' } });

function serve() {
  const api = testProfileApi();
  api.addAccount('secret12', oksana);
  api.addAccount('corp1234', corporate);
  server.use(...api.handlers);
  return api;
}

const storedAccounts = z.array(storedAccountSchema);

describe('login', () => {
  it('stores the token, fetches the user and announces the login with the guest cart', async () => {
    const api = serve();
    const kit = testAuthKit();
    kit.state.cartId.value = 'guest-cart';

    const user = await kit.auth.login({ email: ' oksana@example.ua ', password: 'secret12' });

    expect(user.email).toBe('oksana@example.ua');
    expect(api.requestsTo('profile/login')[0]?.body).toEqual({ email: 'oksana@example.ua', password: 'secret12' });
    const token = kit.cookies.readToken();
    expect(token).toMatch(/^token-/);
    expect(api.requestsTo('profile/me')[0]?.token).toBe(token);
    expect(kit.cookies.readUser(userSchema)?.uuid).toBe(oksana.uuid);
    expect(kit.state.isLoggedIn.value).toBe(true);
    expect(kit.auth.status.value).toBe('user');
    expect(kit.auth.user.value?.first_name).toBe('Оксана');
    expect(kit.state.bonusesCount.value).toBe(600);
    expect(api.requestsTo('shop/user/logged_in')).toHaveLength(1);
    expect(kit.emitted).toContainEqual({ name: 'auth:login', payload: { user: oksana, isSignUp: false, guestCartId: 'guest-cart' } });
    expect(kit.storage.read(storageKeys.accountsList, storedAccounts)).toEqual([
      { token, email: 'oksana@example.ua', user_name: 'Оксана Коваленко' },
    ]);
    expect(kit.reported).toEqual([]);
  });

  it('derives the corporate flags from the role', async () => {
    serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'corp@example.ua', password: 'corp1234' });
    expect(kit.state.roleSlug.value).toBe('corporate');
    expect(kit.state.isCorporate.value).toBe(true);
    expect(kit.state.isSuperCorporate.value).toBe(false);
  });

  it('checks the form first and sends nothing when it breaks a rule', async () => {
    const api = serve();
    const kit = testAuthKit();
    const error = await kit.auth.login({ email: 'not-an-email', password: '' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({ email: 'validation.email_invalid', password: 'validation.required' });
    expect(api.seen).toEqual([]);
    expect(kit.state.isLoggedIn.value).toBe(false);
  });

  it('refuses a wrong password with errors.wrong_login_or_password and stays a guest', async () => {
    serve();
    const kit = testAuthKit();
    const error = await kit.auth.login({ email: 'oksana@example.ua', password: 'wrong-one' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, messageKey: 'errors.wrong_login_or_password' });
    expect(kit.cookies.readToken()).toBeUndefined();
    expect(kit.state.isLoggedIn.value).toBe(false);
    expect(kit.eventNames()).toEqual([]);
    expect(kit.reported).toEqual([error]);
  });

  it('passes on the throttling answer (429) without retrying the login', async () => {
    const api = serve();
    server.use(
      http.post(`${PROFILE_API}login`, () =>
        HttpResponse.json({ error: { code: 'errors.wrong_login_or_password', message: 'Too many failed logins' } }, { status: 429 }),
      ),
    );
    const kit = testAuthKit();
    await expect(kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' })).rejects.toMatchObject({
      status: 429,
      messageKey: 'errors.wrong_login_or_password',
    });
    expect(api.seen).toEqual([]);
    expect(kit.state.isLoggedIn.value).toBe(false);
  });

  it('fails cleanly when the new token is refused by the login check', async () => {
    serve();
    server.use(http.get(`${PROFILE_API}me`, () => HttpResponse.json({ success: false })));
    const kit = testAuthKit();
    await expect(kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' })).rejects.toBeInstanceOf(AuthError);
    expect(kit.cookies.readToken()).toBeUndefined();
    expect(kit.state.isLoggedIn.value).toBe(false);
    expect(kit.reported.map((error) => error.messageKey)).toEqual(['errors.login_error']);
  });

  it('does not pass the cart of an account already logged in as a guest cart', async () => {
    serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    kit.state.cartId.value = 'oksana-cart';
    await kit.auth.login({ email: 'corp@example.ua', password: 'corp1234' });
    const logins = kit.emitted.filter((event) => event.name === 'auth:login');
    expect(logins.map((event) => event.payload)).toMatchObject([{ guestCartId: null }, { guestCartId: null }]);
  });
});

describe('sign-up', () => {
  const form = {
    name: 'Олена',
    lastName: 'Петренко',
    email: 'olena@example.ua',
    phone: '(050) 123-45-67',
    password: 'strong-pass',
    privacyConsent: true,
  };

  it('registers with the masked phone and the current language, then logs in as a sign-up', async () => {
    const api = serve();
    const kit = testAuthKit({ lang: 'ru' });
    const user = await kit.auth.signUp(form);
    expect(api.requestsTo('profile/signup')[0]?.body).toEqual({
      first_name: 'Олена',
      last_name: 'Петренко',
      email: 'olena@example.ua',
      phone: '+38 050 123 45 67',
      password: 'strong-pass',
      lang: 'ru',
      privacy_policy: true,
    });
    expect(user.email).toBe('olena@example.ua');
    expect(kit.state.isLoggedIn.value).toBe(true);
    expect(kit.emitted).toContainEqual({ name: 'auth:login', payload: { user, isSignUp: true, guestCartId: null } });
  });

  it('applies the registration rules before sending', async () => {
    const api = serve();
    const kit = testAuthKit();
    const error = await kit.auth
      .signUp({ ...form, password: '123', phone: '12', privacyConsent: false })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({
      phone: 'validation.phone_invalid',
      password: 'validation.password_too_short',
      privacyConsent: 'validation.privacy_consent',
    });
    expect(api.seen).toEqual([]);
  });

  it('tells a taken e-mail by errors.email_already_registered (409)', async () => {
    serve();
    const kit = testAuthKit();
    await expect(kit.auth.signUp({ ...form, email: 'oksana@example.ua' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'errors.email_already_registered',
    });
    expect(kit.state.isLoggedIn.value).toBe(false);
    expect(kit.cookies.readToken()).toBeUndefined();
  });
});

describe('password recovery', () => {
  it('sends the checked e-mail', async () => {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.recover({ email: ' oksana@example.ua ' });
    expect(api.requestsTo('profile/recovery')[0]?.body).toEqual({ email: 'oksana@example.ua' });
    await expect(kit.auth.recover({ email: '' })).rejects.toBeInstanceOf(ValidationError);
    expect(api.requestsTo('profile/recovery')).toHaveLength(1);
  });
});

describe('social login', () => {
  const identity = { socialId: 'g-123', email: 'new@example.ua', firstName: 'Ігор', lastName: 'Бойко' };

  it('sends google by default with the current language and reads is_sign_up', async () => {
    const api = serve();
    const kit = testAuthKit();
    const user = await kit.auth.loginSocial(identity);
    expect(api.requestsTo('profile/login_social')[0]?.body).toEqual({ socialNetwork: 'google', lang: 'uk', ...identity });
    expect(user?.email).toBe('new@example.ua');
    expect(kit.state.isLoggedIn.value).toBe(true);
    expect(kit.emitted).toContainEqual({ name: 'auth:login', payload: { user, isSignUp: true, guestCartId: null } });

    const again = testAuthKit();
    await again.auth.loginSocial({ ...identity, socialNetwork: 'facebook', lang: 'ru' });
    expect(api.requestsTo('profile/login_social')[1]?.body).toMatchObject({ socialNetwork: 'facebook', lang: 'ru' });
    expect(again.emitted.find((event) => event.name === 'auth:login')?.payload).toMatchObject({ isSignUp: false });
  });

  it('on failure only reports, without a fallback', async () => {
    serve();
    server.use(
      http.post(`${PROFILE_API}login_social`, () =>
        HttpResponse.json({ error: { code: 'errors.login_error', message: 'no verifier' } }, { status: 503 }),
      ),
    );
    const kit = testAuthKit();
    await expect(kit.auth.loginSocial(identity)).resolves.toBeNull();
    expect(kit.reported).toHaveLength(1);
    expect(kit.reported[0]).toMatchObject({ status: 503, messageKey: 'errors.login_error' });
    expect(kit.state.isLoggedIn.value).toBe(false);
  });

  it('on failure runs the fallback with the error', async () => {
    serve();
    server.use(http.post(`${PROFILE_API}login_social`, () => HttpResponse.error()));
    const kit = testAuthKit();
    const fallback = vi.fn();
    await expect(kit.auth.loginSocial(identity, { fallback })).resolves.toBeNull();
    expect(fallback).toHaveBeenCalledOnce();
    expect(fallback.mock.calls[0]?.[0]).toBeInstanceOf(NetworkError);
    expect(kit.cookies.readToken()).toBeUndefined();
  });

  it('survives a fallback that throws', async () => {
    serve();
    server.use(http.post(`${PROFILE_API}login_social`, () => HttpResponse.error()));
    const kit = testAuthKit();
    const result = await kit.auth.loginSocial(identity, {
      fallback: () => {
        throw new Error('host bug');
      },
    });
    expect(result).toBeNull();
    expect(kit.reported.map((error) => error.kind)).toEqual(['network', 'config']);
  });
});

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

describe('language', () => {
  it('switches texts and state, and saves the choice of a logged-in user', async () => {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await kit.auth.changeLanguage('ru');
    expect(kit.state.lang.value).toBe('ru');
    expect(kit.context.i18n.lang).toBe('ru');
    expect(api.requestsTo('profile/me/lang')).toMatchObject([{ method: 'PUT', body: { lang: 'ru' } }]);
    expect(kit.cookies.readUser(userSchema)?.lang.code).toBe('ru');
  });

  it('only switches locally for a guest, and refuses an unknown language', async () => {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.changeLanguage('ru');
    expect(kit.state.lang.value).toBe('ru');
    expect(api.seen).toEqual([]);
    await expect(kit.auth.changeLanguage('en' as 'uk')).rejects.toBeInstanceOf(ValidationError);
  });

  it('keeps the new language when saving it fails (reported)', async () => {
    serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    server.use(http.put(`${PROFILE_API}me/lang`, () => HttpResponse.error()));
    await kit.auth.changeLanguage('ru');
    expect(kit.state.lang.value).toBe('ru');
    expect(kit.reported.map((error) => error.kind)).toEqual(['network']);
  });
});

describe('delivery address', () => {
  it('checks the address against the server’s cities and saves it', async () => {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    const saved = await kit.auth.saveAddress({ city: ' київ ', street: 'Хрещатик', building: '12А', apartment: '7' });
    expect(api.requestsTo('shop/cities')).toHaveLength(1);
    expect(api.requestsTo('profile/me/address')[0]?.body).toEqual({ city: 'Київ', street: 'Хрещатик', building: '12А', apartments: '7' });
    expect(saved).toEqual({ id: 17, city: 'Київ', street: 'Хрещатик', building: '12А', apartments: '7' });
  });

  it('sends nothing for a form with mistakes', async () => {
    const api = serve();
    const kit = testAuthKit();
    const error = await kit.auth.saveAddress({ city: 'Київ', street: '', building: '0' }).catch((caught: unknown) => caught);
    expect((error as ValidationError).fields).toEqual({ street: 'validation.required', building: 'validation.building_invalid' });
    expect(api.seen).toEqual([]);
  });

  it('refuses a city the shop does not know', async () => {
    const api = serve();
    const kit = testAuthKit();
    const error = await kit.auth
      .saveAddress({ city: 'Атлантида', street: 'Морська', building: '1' })
      .catch((caught: unknown) => caught);
    expect((error as ValidationError).fields).toEqual({ city: 'validation.city_not_found' });
    expect(api.requestsTo('profile/me/address')).toEqual([]);
  });

  it('shows the server’s verdict on the address rules as a form error', async () => {
    serve();
    server.use(
      http.post(`${PROFILE_API}me/address`, () =>
        HttpResponse.json(
          { error: { code: 'validation.apartment_invalid', message: 'rules', fields: { apartments: 'validation.apartment_invalid' } } },
          { status: 422 },
        ),
      ),
    );
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    const error = await kit.auth.saveAddress({ city: 'Київ', street: 'Хрещатик', building: '1', apartment: '7' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({ apartment: 'validation.apartment_invalid' });
  });

  it('leaves a city the search finds under another spelling to the server', async () => {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await kit.auth.saveAddress({ city: 'Льв', street: 'Городоцька', building: '3' });
    expect(api.requestsTo('profile/me/address')[0]?.body).toMatchObject({ city: 'Льв' });
  });

  it('uses the cities it is given, without asking', async () => {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await kit.auth.saveAddress({ city: 57, street: 'Городоцька', building: '3' }, { cities: [{ id: 57, names: ['Львів', 'Львов'] }] });
    expect(api.requestsTo('shop/cities')).toEqual([]);
    expect(api.requestsTo('profile/me/address')[0]?.body).toEqual({ city: 'Львів', street: 'Городоцька', building: '3' });
  });
});

describe('bonuses', () => {
  it('keeps the balance of the login check when the bonus call fails, and says so', async () => {
    serve();
    server.use(http.get(`${SHOP_API}bonuses/user/get-bonuses`, () => HttpResponse.error()));
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    expect(kit.state.bonusesCount.value).toBe(540);
    await expect(kit.auth.refreshBonuses()).resolves.toBe(false);
  });

  it('asks nothing for a guest', async () => {
    const api = serve();
    const kit = testAuthKit();
    await expect(kit.auth.refreshBonuses()).resolves.toBe(false);
    expect(api.seen).toEqual([]);
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

describe('re-login for protected actions', () => {
  /** Logged in as Oksana, whose token the server has since revoked. */
  async function expiredSession() {
    const api = serve();
    const kit = testAuthKit();
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    const oldToken = kit.cookies.readToken()!;
    api.revoke(oldToken);
    kit.emitted.length = 0;
    kit.reported.length = 0;
    const bonuses = () => kit.context.api.call('GetBonusesCount');
    const start = api.seen.length;
    /** The bonus requests sent with `token` since the token expired. */
    const refusedWith = (token: string) =>
      api.seen.slice(start).filter((request) => request.path === 'shop/bonuses/user/get-bonuses' && request.token === token);
    return { api, kit, oldToken, bonuses, refusedWith };
  }

  it('asks once for 10 actions refused at the same time, then runs each of them again', async () => {
    const { kit, oldToken, bonuses, refusedWith } = await expiredSession();

    const actions = Array.from({ length: 10 }, () => kit.auth.withSession(bonuses));
    await vi.waitFor(() => expect(refusedWith(oldToken)).toHaveLength(10));
    await Promise.resolve();

    expect(kit.emitted).toEqual([
      { name: 'auth:login-required', payload: { email: 'oksana@example.ua' } },
      { name: 'ui:open-modal', payload: { id: 'login' } },
    ]);
    expect(kit.auth.loginRequest.value).toEqual({ email: 'oksana@example.ua' });

    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    const results = await Promise.all(actions);

    expect(results.map((result) => result.data.available_bonuses)).toEqual(Array(10).fill(600));
    expect(refusedWith(kit.cookies.readToken()!)).toHaveLength(11);
    expect(kit.eventNames().filter((name) => name === 'auth:login-required')).toHaveLength(1);
    expect(kit.eventNames().filter((name) => name === 'ui:open-modal')).toHaveLength(1);
    expect(kit.auth.loginRequest.value).toBeNull();
  });

  it('does not loop: an action refused again after the login fails with that refusal', async () => {
    const { kit, bonuses } = await expiredSession();
    const action = kit.auth.withSession(bonuses);
    await vi.waitFor(() => expect(kit.auth.loginRequest.value).not.toBeNull());
    server.use(
      http.get(`${SHOP_API}bonuses/user/get-bonuses`, () =>
        HttpResponse.json({ error: { code: 'errors.login_error', message: 'no' } }, { status: 401 }),
      ),
    );
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    await expect(action).rejects.toMatchObject({ status: 401 });
    expect(kit.eventNames().filter((name) => name === 'auth:login-required')).toHaveLength(1);
    expect(kit.auth.loginRequest.value).toBeNull();
  });

  it('fails every waiting action cleanly when the prompt is closed', async () => {
    const { kit, oldToken, bonuses, refusedWith } = await expiredSession();
    const actions = Array.from({ length: 3 }, () => kit.auth.withSession(bonuses));
    await vi.waitFor(() => expect(refusedWith(oldToken)).toHaveLength(3));
    await Promise.resolve();
    kit.auth.cancelLogin();
    const outcomes = await Promise.allSettled(actions);
    expect(outcomes.map((outcome) => outcome.status === 'rejected' && outcome.reason instanceof AuthError)).toEqual([true, true, true]);
    expect(kit.auth.loginRequest.value).toBeNull();
    expect(refusedWith(oldToken)).toHaveLength(3);
  });

  it('fails waiting actions on logout', async () => {
    const { kit, bonuses } = await expiredSession();
    const action = kit.auth.withSession(bonuses);
    await vi.waitFor(() => expect(kit.auth.loginRequest.value).not.toBeNull());
    const failed = expect(action).rejects.toBeInstanceOf(AuthError);
    await kit.auth.logout();
    await failed;
  });

  it('passes any other failure through without asking', async () => {
    const { kit } = await expiredSession();
    server.use(http.get(`${SHOP_API}general`, () => HttpResponse.error()));
    await expect(kit.auth.withSession(() => kit.context.api.call('GetGeneralData'))).rejects.toBeInstanceOf(NetworkError);
    expect(kit.auth.loginRequest.value).toBeNull();
    expect(kit.eventNames()).toEqual([]);
  });

  it('runs an action refused with the token of a session replaced meanwhile again at once', async () => {
    const { kit, oldToken } = await expiredSession();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const action = kit.auth.withSession(async () => {
      calls += 1;
      const used = kit.cookies.readToken();
      await gate;
      if (used === oldToken) throw new HttpError('GetBonusesCount', 401, undefined);
      return used;
    });
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    release();
    await expect(action).resolves.toBe(kit.cookies.readToken());
    expect(calls).toBe(2);
    expect(kit.eventNames()).not.toContain('auth:login-required');
  });

  it('lets a guest log in for a protected action, and shares one prompt between callers', async () => {
    const api = serve();
    const kit = testAuthKit();
    const first = kit.auth.requireFreshLogin();
    const second = kit.auth.requireFreshLogin();
    expect(second).toBe(first);
    expect(kit.auth.loginRequest.value).toEqual({ email: null });
    expect(kit.emitted).toEqual([
      { name: 'auth:login-required', payload: { email: null } },
      { name: 'ui:open-modal', payload: { id: 'login' } },
    ]);
    await kit.auth.loginSocial({ socialId: 'g-1', email: 'guest@example.ua', firstName: 'Гість', lastName: 'Новий' });
    await expect(first).resolves.toMatchObject({ email: 'guest@example.ua' });
    expect(api.requestsTo('profile/login_social')).toHaveLength(1);
  });

  it('opens the login modal once however many services ask while it is open', () => {
    serve();
    const kit = testAuthKit();
    kit.context.events.emit('auth:login-required', { email: null });
    kit.context.events.emit('auth:login-required', { email: 'oksana@example.ua' });
    void kit.auth.requireFreshLogin();
    expect(kit.eventNames().filter((name) => name === 'ui:open-modal')).toHaveLength(1);
    expect(kit.auth.loginRequest.value).toEqual({ email: 'oksana@example.ua' });
  });

  it('treats closing the login modal without logging in as a dismissal', async () => {
    const { kit, oldToken, bonuses, refusedWith } = await expiredSession();
    const action = kit.auth.withSession(bonuses);
    await vi.waitFor(() => expect(refusedWith(oldToken)).toHaveLength(1));
    // What the ui service does on 'ui:open-modal' and on the shopper's close.
    kit.state.modal.value = { open: true, id: 'login' };
    const failed = expect(action).rejects.toBeInstanceOf(AuthError);
    kit.state.modal.value = { open: false, id: 'login' };
    await failed;
    expect(kit.auth.loginRequest.value).toBeNull();

    const again = kit.auth.requireFreshLogin();
    expect(kit.eventNames().filter((name) => name === 'ui:open-modal')).toHaveLength(2);
    kit.state.modal.value = { open: true, id: 'login' };
    await kit.auth.login({ email: 'oksana@example.ua', password: 'secret12' });
    kit.state.modal.value = { open: false, id: 'login' };
    await expect(again).resolves.toMatchObject({ email: 'oksana@example.ua' });
  });
});
