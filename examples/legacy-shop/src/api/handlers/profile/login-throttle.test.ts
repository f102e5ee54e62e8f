import { afterEach, describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../../settings';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { call, failure, ok, signUpAccount, uniqueEmail } from './profile-test-kit';

// Every test gets its own server: the address counter (127.0.0.1) would otherwise carry over.
let server: TestServer | undefined;
async function freshServer(overrides: Partial<ShopSettings> = {}): Promise<TestServer> {
  server = await startTestServer(overrides);
  return server;
}
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function loginStatus(target: TestServer, email: string, password: string): Promise<number> {
  const answer = await call(target, 'login', { body: { email, password } });
  if (answer.status !== 200) expect(failure(answer).code).toBe('errors.wrong_login_or_password');
  return answer.status;
}

describe('login throttling', () => {
  it('per account: 100 wrong passwords end in 429 from the 6th on, and the right one is refused too', async () => {
    const shop = await freshServer();
    expect(shop.settings.loginFailuresPerAccount).toBe(5);
    const account = await signUpAccount(shop);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 100; attempt += 1) statuses.push(await loginStatus(shop, account.email, `wrong-${attempt}`));
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    expect(await loginStatus(shop, account.email, account.password)).toBe(429);
    // Refused attempts are not counted again, and the e-mail's case does not escape the counter.
    expect(await loginStatus(shop, account.email.toUpperCase(), account.password)).toBe(429);
    expect(shop.db.prepare("SELECT COUNT(*) AS n FROM login_failures WHERE subject LIKE 'email:%'").get()).toEqual({ n: 5 });

    // Another account from the same address is still judged.
    const other = await signUpAccount(shop);
    expect(await loginStatus(shop, other.email, other.password)).toBe(200);
  });

  it('throttles an unknown e-mail exactly like a registered one', async () => {
    const shop = await freshServer();
    const email = uniqueEmail('nobody');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push(await loginStatus(shop, email, 'whatever1'));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('per address: failures spread over many accounts block every login from that address', async () => {
    const shop = await freshServer();
    expect(shop.settings.loginFailuresPerAddress).toBe(20);
    const accounts = await Promise.all(Array.from({ length: 6 }, () => signUpAccount(shop)));

    // 4 failures on each of five accounts: no account reaches its limit, the address reaches 20.
    for (const account of accounts.slice(0, 5)) {
      for (let attempt = 0; attempt < 4; attempt += 1) expect(await loginStatus(shop, account.email, 'wrong-pass')).toBe(401);
    }
    const untouched = accounts[5]!;
    expect(await loginStatus(shop, untouched.email, untouched.password)).toBe(429);
    expect(await loginStatus(shop, uniqueEmail(), 'anything')).toBe(429);
  });

  it('a successful login clears the account’s failures', async () => {
    const shop = await freshServer();
    const account = await signUpAccount(shop);
    for (let attempt = 0; attempt < 4; attempt += 1) expect(await loginStatus(shop, account.email, 'wrong-pass')).toBe(401);
    expect(await loginStatus(shop, account.email, account.password)).toBe(200);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push(await loginStatus(shop, account.email, 'wrong-pass'));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('lets the account in again once the window has passed', async () => {
    const shop = await freshServer();
    const account = await signUpAccount(shop);
    for (let attempt = 0; attempt < 5; attempt += 1) await loginStatus(shop, account.email, 'wrong-pass');
    expect(await loginStatus(shop, account.email, account.password)).toBe(429);
    // Let the window pass by moving the failures back in time.
    shop.db.prepare('UPDATE login_failures SET at = at - ?').run(shop.settings.loginFailureWindowMs);
    expect(ok(await call(shop, 'login', { body: { email: account.email, password: account.password } })).success).toBe(true);
  });
});
