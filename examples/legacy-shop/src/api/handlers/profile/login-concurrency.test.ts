import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { call, failure, signUpAccount, signupPayload, uniqueEmail } from './profile-test-kit';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('logins and sign-ups while their passwords hash', () => {
  it('30 wrong passwords for one account sent at once: 5 are judged, the rest refused unseen, as one after another', async () => {
    server = await startTestServer();
    const account = await signUpAccount(server);
    const shop = server;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, attempt) => call(shop, 'login', { body: { email: account.email, password: `wrong-${attempt}` } })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect(answers.every((answer) => answer.status === 200 || failure(answer).code === 'errors.wrong_login_or_password')).toBe(true);
    expect(shop.db.prepare("SELECT COUNT(*) AS n FROM login_failures WHERE subject LIKE 'email:%'").get()).toEqual({ n: 5 });
  });

  it('a right password forgives the failure it was counted as, at the address too', async () => {
    server = await startTestServer();
    const account = await signUpAccount(server);
    expect((await call(server, 'login', { body: { email: account.email, password: account.password } })).status).toBe(200);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM login_failures').get()).toEqual({ n: 0 });
  });

  it('the same e-mail signed up twice at once makes one account; the other is told the e-mail is taken', async () => {
    server = await startTestServer();
    const email = uniqueEmail('twice');
    const shop = server;
    const answers = await Promise.all([0, 1].map(() => call(shop, 'signup', { body: signupPayload({ email }) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').get(email)).toEqual({ n: 1 });
  });

  it('another call is answered while a login waits for its hash', async () => {
    server = await startTestServer();
    const account = await signUpAccount(server);
    const finished: string[] = [];
    const login = call(server, 'login', { body: { email: account.email, password: account.password } }).then((answer) => {
      finished.push('login');
      return answer;
    });
    // Sent once the login is counted, so its hash is under way: on the event loop, that hash would
    // hold that call until the login had its answer.
    const shop = server;
    await expect.poll(() => shop.db.prepare("SELECT COUNT(*) AS n FROM address_attempts WHERE subject LIKE 'login:%'").get(), { interval: 1 }).toEqual({ n: 1 });
    const listing = fetch(`${shop.url}/api/shop/general`).then((answer) => {
      finished.push('general');
      return answer;
    });
    expect((await listing).status).toBe(200);
    expect((await login).status).toBe(200);
    expect(finished).toEqual(['general', 'login']);
  });
});
