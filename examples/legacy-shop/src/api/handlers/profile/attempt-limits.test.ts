import { afterEach, describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../../settings';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { call, failure, signUpAccount, signupPayload, uniqueEmail } from './profile-test-kit';

// Every test gets its own server: the address counters (127.0.0.1) would otherwise carry over.
let server: TestServer | undefined;
async function freshServer(overrides: Partial<ShopSettings>): Promise<TestServer> {
  server = await startTestServer(overrides);
  return server;
}
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const attemptsCounted = (shop: TestServer, action: string) =>
  (shop.db.prepare('SELECT COUNT(*) AS n FROM address_attempts WHERE subject LIKE ?').get(`${action}:%`) as { n: number }).n;

async function loginStatus(shop: TestServer, email: string, password: string): Promise<number> {
  return (await call(shop, 'login', { body: { email, password } })).status;
}

describe('logins per address', () => {
  it('count right and wrong passwords alike; from the allowance on even the right one gets 429', async () => {
    const shop = await freshServer({ loginAttemptsPerAddress: 4 });
    const account = await signUpAccount(shop);
    const statuses = [
      await loginStatus(shop, account.email, account.password),
      await loginStatus(shop, account.email, account.password),
      await loginStatus(shop, account.email, 'wrong-pass'),
      await loginStatus(shop, uniqueEmail('nobody'), 'wrong-pass'),
    ];
    expect(statuses).toEqual([200, 200, 401, 401]);

    const refused = failure(await call(shop, 'login', { body: { email: account.email, password: account.password } }));
    expect(refused).toMatchObject({ status: 429, code: 'errors.wrong_login_or_password' });
    expect(attemptsCounted(shop, 'login')).toBe(4);
  });

  it('do not count a request the form rules refuse (no password is checked)', async () => {
    const shop = await freshServer({ loginAttemptsPerAddress: 1 });
    const account = await signUpAccount(shop);
    expect(await loginStatus(shop, account.email, '')).toBe(422);
    expect(await loginStatus(shop, 'not-an-email', 'whatever')).toBe(422);
    expect(await loginStatus(shop, account.email, account.password)).toBe(200);
    expect(await loginStatus(shop, account.email, account.password)).toBe(429);
  });

  it('let the address in again once the window has passed', async () => {
    const shop = await freshServer({ loginAttemptsPerAddress: 1 });
    const account = await signUpAccount(shop);
    expect(await loginStatus(shop, account.email, account.password)).toBe(200);
    expect(await loginStatus(shop, account.email, account.password)).toBe(429);
    shop.db.prepare('UPDATE address_attempts SET at = at - ?').run(shop.settings.addressAttemptWindowMs);
    expect(await loginStatus(shop, account.email, account.password)).toBe(200);
  });
});

describe('sign-ups per address', () => {
  it('from the allowance on get 429, and no account is made', async () => {
    const shop = await freshServer({ signUpsPerAddress: 2 });
    await signUpAccount(shop);
    await signUpAccount(shop);
    const payload = signupPayload();
    expect(failure(await call(shop, 'signup', { body: payload }))).toMatchObject({ status: 429, code: 'errors.generic' });
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').get(payload.email)).toEqual({ n: 0 });
    expect(attemptsCounted(shop, 'signup')).toBe(2);
  });

  it('count an already registered e-mail too, but not a form the rules refuse', async () => {
    const shop = await freshServer({ signUpsPerAddress: 2 });
    const account = await signUpAccount(shop);
    expect(failure(await call(shop, 'signup', { body: signupPayload({ password: '1' }) })).status).toBe(422);
    expect(failure(await call(shop, 'signup', { body: signupPayload({ email: account.email }) }))).toMatchObject({
      status: 409,
      code: 'errors.email_already_registered',
    });
    expect(attemptsCounted(shop, 'signup')).toBe(2);
    expect(failure(await call(shop, 'signup', { body: signupPayload() })).status).toBe(429);
  });

  it('do not use up the logins’ allowance, nor the other way round', async () => {
    const shop = await freshServer({ signUpsPerAddress: 1, loginAttemptsPerAddress: 1 });
    const account = await signUpAccount(shop);
    expect(await loginStatus(shop, account.email, account.password)).toBe(200);
    expect(attemptsCounted(shop, 'signup')).toBe(1);
    expect(attemptsCounted(shop, 'login')).toBe(1);
  });
});
