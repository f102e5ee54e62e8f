import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AuthError, HttpError, NetworkError, ValidationError } from '../../errors';
import { userSchema } from '../../schemas/user';
import { storageKeys } from '../../storage/keys';
import { testAuthKit } from './test-auth-kit';
import { PROFILE_API } from './test-profile-api';
import { oksana, serve, server, storedAccounts, useProfileServer } from './test-auth-server';

useProfileServer();

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
