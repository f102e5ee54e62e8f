import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  AuthError,
  createMemoryStore,
  createVitrina,
  storageKeys,
  storedAccountSchema,
  userSchema,
  type VitrinaError,
  createMemoryCookieDocument,
} from '@vitrina/core';
import * as z from 'zod/mini';
import { demoAccounts } from '../seed/demo-accounts';
import { useTestServer } from '../testing/use-test-server';
import { sdkInstances } from './testing/sdk-instances';

const server = useTestServer({ checkLog: false });

const instances = sdkInstances();

/** Logs a token out the way another device would: straight at the API, not through an SDK here. */
async function logOutElsewhere(token: string) {
  const response = await fetch(`${server.url}/api/shop/user/logged_out`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
}

function sdk(options: { cookies?: { cookie: string }; storage?: ReturnType<typeof createMemoryStore> } = {}) {
  const errors: VitrinaError[] = [];
  const vitrina = createVitrina({
    api: { profile: `${server.url}/api/profile/`, shop: `${server.url}/api/shop/` },
    storage: options.storage ?? createMemoryStore(),
    cookieDocument: options.cookies ?? createMemoryCookieDocument(),
    onError: (error) => errors.push(error),
  });
  instances.push(vitrina);
  return { vitrina, errors, auth: vitrina.services.auth, accounts: vitrina.services.accounts };
}

const customer = demoAccounts.customer;
const uniqueEmail = () => `sdk.${randomUUID().slice(0, 8)}@example.com`;
const newShopper = () => ({
  name: 'Олена',
  lastName: 'Петренко',
  email: uniqueEmail(),
  phone: '050 123 45 67',
  password: 'секрет-123',
  privacyConsent: true,
});

describe('auth against the reference shop', () => {
  it('signs up, logs out, logs in again and switches between two stored accounts', async () => {
    const { vitrina, auth, accounts } = sdk();
    const shopper = newShopper();

    const signedUp = await auth.signUp(shopper);
    expect(signedUp).toMatchObject({ email: shopper.email, first_name: 'Олена', phone: '380501234567', cart_id: null });
    expect(vitrina.state.isLoggedIn.value).toBe(true);
    const signupToken = vitrina.cookies.readToken()!;

    await auth.logout();
    expect(vitrina.state.isLoggedIn.value).toBe(false);
    expect(vitrina.cookies.readToken()).toBeUndefined();
    expect(accounts.accounts.value).toEqual([{ token: '', email: shopper.email, user_name: 'Олена Петренко' }]);
    await expect(vitrina.api.call('me', { token: signupToken })).resolves.toEqual({ success: false });

    await auth.login({ email: shopper.email, password: shopper.password });
    const shopperToken = vitrina.cookies.readToken()!;
    await auth.login({ email: customer.email, password: customer.password });
    const customerToken = vitrina.cookies.readToken()!;
    expect(vitrina.state.bonusesCount.value).toBe(customer.bonuses);
    expect(auth.isExtendedFilter.value).toBe(true);
    expect(accounts.accounts.value).toEqual([
      { token: shopperToken, email: shopper.email, user_name: 'Олена Петренко' },
      { token: customerToken, email: customer.email, user_name: `${customer.firstName} ${customer.lastName}` },
    ]);
    expect(vitrina.storage.read(storageKeys.accountsList, z.array(storedAccountSchema))).toEqual(accounts.accounts.value);

    await expect(accounts.switchTo(shopper.email)).resolves.toMatchObject({ status: 'switched', user: { email: shopper.email } });
    expect(vitrina.cookies.readToken()).toBe(shopperToken);
    expect(auth.user.value?.email).toBe(shopper.email);
    expect(vitrina.cookies.readUser(userSchema)?.email).toBe(shopper.email);
    await vi.waitFor(() => expect(vitrina.state.bonusesCount.value).toBe(0));
    expect(auth.isExtendedFilter.value).toBe(false);

    await expect(accounts.switchTo(customer.email)).resolves.toMatchObject({ status: 'switched' });
    await vi.waitFor(() => expect(vitrina.state.bonusesCount.value).toBe(customer.bonuses));
    // Switching keeps both sessions alive on the server.
    expect(await vitrina.api.call('me', { token: shopperToken })).toMatchObject({ success: true });

    await auth.logout();
    await expect(accounts.switchTo(shopper.email)).resolves.toEqual({ status: 'login-required', email: shopper.email });
    expect(auth.loginRequest.value).toEqual({ email: shopper.email });
    expect(await vitrina.api.call('me', { token: customerToken })).toEqual({ success: false });
  });

  it('blanks a stored account whose token was revoked elsewhere and asks for a login', async () => {
    const { vitrina, auth, accounts } = sdk();
    await auth.login({ email: demoAccounts.leftHanded.email, password: demoAccounts.leftHanded.password });
    const leftToken = vitrina.cookies.readToken()!;
    await auth.login({ email: customer.email, password: customer.password });

    await logOutElsewhere(leftToken);

    await expect(accounts.switchTo(demoAccounts.leftHanded.email)).resolves.toEqual({
      status: 'login-required',
      email: demoAccounts.leftHanded.email,
    });
    expect(accounts.accounts.value.find((account) => account.email === demoAccounts.leftHanded.email)?.token).toBe('');
    expect(auth.user.value?.email).toBe(customer.email);
  });

  it('restores the session on a fresh SDK instance sharing the cookies, and follows its logout', async () => {
    const cookies = createMemoryCookieDocument();
    const first = sdk({ cookies });
    await first.auth.login({ email: demoAccounts.corporate.email, password: demoAccounts.corporate.password });

    const second = sdk({ cookies });
    expect(second.vitrina.state.isLoggedIn.value).toBe(false);
    const user = await second.auth.restore();

    expect(user?.email).toBe(demoAccounts.corporate.email);
    expect(second.vitrina.state.isLoggedIn.value).toBe(true);
    expect(second.vitrina.state.isCorporate.value).toBe(true);
    expect(second.vitrina.state.generalData.value?.languages.map((language) => language.code)).toEqual(['uk', 'ru']);
    expect(second.errors.filter((error) => error instanceof AuthError)).toEqual([]);

    // Two instances over one cookie jar are two tabs of one browser: a logout in one ends both.
    await first.auth.logout();
    await vi.waitFor(() => expect(second.vitrina.state.isLoggedIn.value).toBe(false));
    expect(second.auth.user.value).toBeNull();
    expect(second.vitrina.state.isCorporate.value).toBe(false);
  });

  it('falls back to guest with a login error for a revoked token', async () => {
    const { vitrina, auth } = sdk();
    await auth.login({ email: customer.email, password: customer.password });
    const token = vitrina.cookies.readToken()!;
    await auth.logout();

    const fresh = sdk({ cookies: { cookie: `token=${token}` } });
    await expect(fresh.auth.restore()).resolves.toBeNull();
    expect(fresh.auth.status.value).toBe('guest');
    expect(fresh.errors.map((error) => error.messageKey)).toContain('errors.login_error');
    expect(fresh.vitrina.cookies.readToken()).toBeUndefined();
  });

  it('passes on the server’s refusals: wrong password, taken e-mail', async () => {
    const { auth, vitrina } = sdk();
    await expect(auth.login({ email: customer.email, password: 'not-the-password' })).rejects.toMatchObject({
      status: 401,
      messageKey: 'errors.wrong_login_or_password',
    });
    await expect(auth.signUp({ ...newShopper(), email: customer.email })).rejects.toMatchObject({
      status: 409,
      messageKey: 'errors.email_already_registered',
    });
    expect(vitrina.state.isLoggedIn.value).toBe(false);
  });

  it('logs in by social network with the development verifier: sign-up first, login after', async () => {
    const email = uniqueEmail();
    const identity = { socialId: `dev:g${randomUUID().slice(0, 8)}:${email}`, email, firstName: 'Ігор', lastName: 'Бойко' };
    const first = sdk();
    const user = await first.auth.loginSocial(identity);
    expect(user).toMatchObject({ email, first_name: 'Ігор' });
    expect(first.vitrina.state.isLoggedIn.value).toBe(true);

    const second = sdk();
    await expect(second.auth.loginSocial(identity)).resolves.toMatchObject({ uuid: user?.uuid });

    const fallback = vi.fn();
    await expect(second.auth.loginSocial({ ...identity, socialId: 'not-a-dev-token' }, { fallback })).resolves.toBeNull();
    expect(fallback).toHaveBeenCalledWith(expect.objectContaining({ status: 401, messageKey: 'errors.login_error' }));
  });

  it('saves the language and a delivery address of the logged-in user', async () => {
    const { vitrina, auth } = sdk();
    const shopper = newShopper();
    await auth.signUp(shopper);

    await auth.changeLanguage('ru');
    expect(vitrina.state.lang.value).toBe('ru');
    const row = server.db.prepare('SELECT id, lang FROM users WHERE email = ?').get(shopper.email) as { id: number; lang: string };
    expect(row.lang).toBe('ru');

    const city = server.db.prepare('SELECT title_uk FROM cities WHERE id = 56').get() as { title_uk: string };
    const saved = await auth.saveAddress({ city: city.title_uk, street: 'Хрещатик', building: '22', apartment: '5' });
    expect(saved).toMatchObject({ city: city.title_uk, street: 'Хрещатик', building: '22', apartments: '5' });
    const address = server.db.prepare('SELECT city, street FROM addresses WHERE user_id = ?').get(row.id);
    expect(address).toEqual({ city: city.title_uk, street: 'Хрещатик' });
  });

  it('asks for one login when protected calls are refused, then runs them again', async () => {
    const { vitrina, auth } = sdk();
    await auth.login({ email: customer.email, password: customer.password });
    await logOutElsewhere(vitrina.cookies.readToken()!);

    const calls = Array.from({ length: 10 }, () => auth.withSession(() => vitrina.api.call('GetBonusesCount')));
    await vi.waitFor(() => expect(auth.loginRequest.value).toEqual({ email: customer.email }));
    await auth.login({ email: customer.email, password: customer.password });
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.data.available_bonuses)).toEqual(Array(10).fill(customer.bonuses));
  });
});
