import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consumePasswordReset } from '../../../auth/password-resets';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { call, failure, ok, signUpAccount, signupPayload, uniqueEmail } from './profile-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await server.close();
});

/**
 * The login check for a token that is no longer valid answers 200 `{ success: false }`
 * (docs/accounts.md#login-check-on-load).
 */
async function expectLoggedOut(token: string) {
  const answer = await call(server, 'me', { token });
  expect(answer.status).toBe(200);
  expect(ok(answer)).toEqual({ success: false });
}

describe('signup → me → logout → login', () => {
  it('runs the whole session flow with real tokens', async () => {
    const payload = signupPayload({ email: uniqueEmail('Flow'), phone: '(050) 123-45-67' });
    const signed = ok(await call(server, 'signup', { body: payload }));
    expect(signed.data.is_sign_up).toBe(true);
    expect(signed.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = ok(await call(server, 'me', { token: signed.data.token }));
    if (!me.success) throw new Error('me refused a fresh token');
    expect(me.data).toMatchObject({
      email: (payload.email as string).toLowerCase(),
      first_name: 'Олена',
      last_name: 'Петренко',
      phone: '380501234567',
      lang: { code: 'uk' },
      role: null,
      is_corporate: false,
      cart: [],
      cart_count: 0,
      cart_id: null,
      favorites: [],
      compares: [],
      preorders: [],
      bonuses_count: 0,
    });

    expect(ok(await call(server, 'loggedIn', { token: signed.data.token }))).toEqual({ success: true });
    expect(ok(await call(server, 'loggedOut', { token: signed.data.token }))).toEqual({ success: true });
    await expectLoggedOut(signed.data.token);
    expect(failure(await call(server, 'getFavoritesList', { token: signed.data.token })).status).toBe(401);
    expect(failure(await call(server, 'loggedOut', { token: signed.data.token })).status).toBe(401);

    const logged = ok(await call(server, 'login', { body: { email: payload.email, password: payload.password } }));
    expect(logged.data).toMatchObject({ is_sign_up: false });
    expect(logged.data.token).not.toBe(signed.data.token);
    const again = ok(await call(server, 'me', { token: logged.data.token }));
    expect(again.success && again.data.email).toBe((payload.email as string).toLowerCase());
  });

  it('keeps only a scrypt hash of the password and a SHA-256 of the token', async () => {
    const account = await signUpAccount(server);
    const row = server.db.prepare('SELECT password_hash FROM users WHERE email = ?').get(account.email) as { password_hash: string };
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(account.password);
    const stored = server.db.prepare('SELECT hash FROM tokens').all() as { hash: string }[];
    expect(stored.some(({ hash }) => hash === account.token)).toBe(false);
    expect(stored.every(({ hash }) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('revokes only the token it logs out; other sessions of the account go on', async () => {
    const account = await signUpAccount(server);
    const second = ok(await call(server, 'login', { body: { email: account.email, password: account.password } })).data.token;
    ok(await call(server, 'loggedOut', { token: account.token }));
    await expectLoggedOut(account.token);
    expect(ok(await call(server, 'me', { token: second })).success).toBe(true);
  });

  it('validates another account’s token with the same call', async () => {
    const olena = await signUpAccount(server, { first_name: 'Олена' });
    const taras = await signUpAccount(server, { first_name: 'Тарас' });
    const first = ok(await call(server, 'me', { token: olena.token }));
    const second = ok(await call(server, 'me', { token: taras.token }));
    expect(first.success && first.data.first_name).toBe('Олена');
    expect(second.success && second.data.first_name).toBe('Тарас');
  });
});

describe('signup', () => {
  it('refuses a registered e-mail, whatever its case, with errors.email_already_registered (409)', async () => {
    const account = await signUpAccount(server);
    const answer = failure(await call(server, 'signup', { body: signupPayload({ email: `  ${account.email.toUpperCase()} ` }) }));
    expect(answer).toMatchObject({ status: 409, code: 'errors.email_already_registered' });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'validation.email_invalid'],
    [{ email: '  ' }, 'email', 'validation.email_required'],
    [{ password: '12345' }, 'password', 'validation.password_too_short'],
    [{ password: '      ' }, 'password', 'validation.required'],
    [{ first_name: '' }, 'first_name', 'validation.name_required'],
    [{ phone: '' }, 'phone', 'validation.phone_required'],
    [{ phone: '+38 050 123' }, 'phone', 'validation.phone_invalid'],
    [{ privacy_policy: false }, 'privacy_policy', 'validation.privacy_consent'],
  ])('refuses %j: %s → %s (422)', async (overrides, field, key) => {
    const answer = failure(await call(server, 'signup', { body: signupPayload(overrides) }));
    expect(answer.status).toBe(422);
    expect(answer.fields?.[field]).toBe(key);
  });

  it('creates nothing when it refuses', async () => {
    const payload = signupPayload({ password: '123' });
    await call(server, 'signup', { body: payload });
    expect(server.db.prepare('SELECT 1 FROM users WHERE email = ?').get(payload.email)).toBeUndefined();
  });
});

describe('login', () => {
  it('answers a wrong password and an unknown e-mail the same: 401 errors.wrong_login_or_password', async () => {
    const account = await signUpAccount(server);
    const wrongPassword = failure(await call(server, 'login', { body: { email: account.email, password: 'not-it-at-all' } }));
    const unknownEmail = failure(await call(server, 'login', { body: { email: uniqueEmail('nobody'), password: account.password } }));
    expect(wrongPassword).toEqual({ status: 401, code: 'errors.wrong_login_or_password', fields: undefined });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const account = await signUpAccount(server);
    expect(ok(await call(server, 'login', { body: { email: account.email.toUpperCase(), password: account.password } })).success).toBe(true);
  });

  it('asks for both fields before judging anything', async () => {
    const answer = failure(await call(server, 'login', { body: { email: '', password: '' } }));
    expect(answer).toMatchObject({ status: 422, fields: { email: 'validation.email_required', password: 'validation.required' } });
  });
});

describe('recovery', () => {
  it('answers the same for a registered and an unknown e-mail, and mails a one-time link only to the first', async () => {
    const account = await signUpAccount(server);
    const outbox = () => server.db.prepare('SELECT recipient, subject, body FROM outbox ORDER BY id').all() as { recipient: string; body: string }[];
    const before = outbox().length;

    const known = ok(await call(server, 'recovery', { body: { email: account.email } }));
    const unknown = ok(await call(server, 'recovery', { body: { email: uniqueEmail('ghost') } }));
    expect(known).toEqual({ success: true });
    expect(unknown).toEqual(known);

    const sent = outbox().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.recipient).toBe(account.email);
    const token = /\/password-reset\?token=([A-Za-z0-9_-]{43})/.exec(sent[0]!.body)?.[1];
    expect(token).toBeDefined();

    // A second request within the minute sends nothing more, and still answers the same.
    expect(ok(await call(server, 'recovery', { body: { email: account.email } }))).toEqual(known);
    expect(outbox().length).toBe(before + 1);

    expect(await consumePasswordReset(server.db, token!, 'новий-пароль', new Date())).toBeDefined();
    expect(await consumePasswordReset(server.db, token!, 'ще-один', new Date())).toBeUndefined();
    expect(ok(await call(server, 'login', { body: { email: account.email, password: 'новий-пароль' } })).success).toBe(true);
    await expectLoggedOut(account.token);
  });

  it('refuses a malformed e-mail with validation.email_invalid', async () => {
    expect(failure(await call(server, 'recovery', { body: { email: 'nope' } }))).toMatchObject({
      status: 422,
      code: 'validation.email_invalid',
    });
  });
});

describe('the server log', () => {
  it('holds no contract breaches after all of the above', () => {
    expect(server.logged).toEqual([]);
  });
});
