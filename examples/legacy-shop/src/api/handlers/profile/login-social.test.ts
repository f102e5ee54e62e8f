import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { call, failure, ok, signUpAccount, uniqueEmail } from './profile-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function socialPayload(email: string, id = `g-${email.split('@')[0]!.replace(/[^a-z0-9]/gi, '')}`) {
  return { socialId: `dev:${id}:${email}`, email, firstName: 'Оксана', lastName: 'Коваленко', lang: 'ru' };
}

async function meOf(token: string) {
  const answer = ok(await call(server, 'me', { token }));
  if (!answer.success) throw new Error('me refused the token');
  return answer.data;
}

describe('LoginSocial with the development verifier', () => {
  it('creates the account on first sight, then logs the same account in', async () => {
    const email = uniqueEmail('social');
    const first = ok(await call(server, 'LoginSocial', { body: socialPayload(email) }));
    expect(first.data.is_sign_up).toBe(true);
    const user = await meOf(first.data.token);
    expect(user).toMatchObject({ email, first_name: 'Оксана', last_name: 'Коваленко', lang: { code: 'ru' }, phone: null });

    const second = ok(await call(server, 'LoginSocial', { body: socialPayload(email) }));
    expect(second.data.is_sign_up).toBe(false);
    expect((await meOf(second.data.token)).uuid).toBe(user.uuid);
    const row = server.db.prepare('SELECT social_network, password_hash FROM users WHERE email = ?').get(email);
    expect(row).toEqual({ social_network: 'google', password_hash: null });
  });

  it('links an account registered with that e-mail', async () => {
    const account = await signUpAccount(server, { email: uniqueEmail('linked') });
    const ownUuid = (await meOf(account.token)).uuid;
    const social = ok(await call(server, 'LoginSocial', { body: { ...socialPayload(account.email.toUpperCase()), socialNetwork: 'google' } }));
    expect(social.data.is_sign_up).toBe(false);
    expect((await meOf(social.data.token)).uuid).toBe(ownUuid);
    // The password keeps working next to the social link.
    expect(ok(await call(server, 'login', { body: { email: account.email, password: account.password } })).success).toBe(true);
  });

  it('refuses a second identity for an e-mail already linked to another one (409)', async () => {
    const email = uniqueEmail('twice');
    ok(await call(server, 'LoginSocial', { body: socialPayload(email, 'first-id') }));
    const other = failure(await call(server, 'LoginSocial', { body: socialPayload(email, 'second-id') }));
    expect(other).toMatchObject({ status: 409, code: 'errors.email_already_registered' });
  });

  it('gives a social account no password to log in with', async () => {
    const email = uniqueEmail('nopass');
    ok(await call(server, 'LoginSocial', { body: socialPayload(email) }));
    expect(failure(await call(server, 'login', { body: { email, password: 'anything-at-all' } }))).toMatchObject({
      status: 401,
      code: 'errors.wrong_login_or_password',
    });
  });

  it.each([
    ['a token without the dev prefix', (email: string) => ({ ...socialPayload(email), socialId: '109876543210987654321' })],
    ['a token for another e-mail', (email: string) => ({ ...socialPayload(email), socialId: `dev:abc123:someone@example.com` })],
    ['a token with a too short id', (email: string) => ({ ...socialPayload(email), socialId: `dev:ab:${email}` })],
    ['an odd network name', (email: string) => ({ ...socialPayload(email), socialNetwork: 'Goo gle!' })],
  ])('refuses %s with 401 errors.login_error and creates nothing', async (_case, payload) => {
    const email = uniqueEmail('refused');
    expect(failure(await call(server, 'LoginSocial', { body: payload(email) }))).toMatchObject({ status: 401, code: 'errors.login_error' });
    expect(server.db.prepare('SELECT 1 FROM users WHERE email = ?').get(email)).toBeUndefined();
  });

  it('refuses a malformed e-mail with validation.email_invalid', async () => {
    const answer = failure(await call(server, 'LoginSocial', { body: socialPayload('not-an-email') }));
    expect(answer).toMatchObject({ status: 422, code: 'validation.email_invalid' });
  });
});

describe('LoginSocial with the verifier off', () => {
  it('is unavailable: 503 errors.login_error, nothing created', async () => {
    const production = await startTestServer({ socialLoginDevVerifier: false });
    try {
      const email = uniqueEmail('off');
      expect(failure(await call(production, 'LoginSocial', { body: socialPayload(email) }))).toMatchObject({
        status: 503,
        code: 'errors.login_error',
      });
      expect(production.db.prepare('SELECT 1 FROM users WHERE email = ?').get(email)).toBeUndefined();
    } finally {
      await production.close();
    }
  });
});
