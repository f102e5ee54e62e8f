import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { call, failure, ok, signUpAccount, userIdOf } from './profile-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const details = { first_name: '  Ірина ', last_name: 'Шевчук', phone: '+38 067 765 43 21', birthday: { day: 5, month: 12, year: 1988 } };

function row(email: string) {
  return server.db.prepare('SELECT first_name, last_name, phone, birthday, email, handedness FROM users WHERE email = ?').get(email);
}

describe('meProfile (PUT me)', () => {
  it('saves the caller’s details and answers with the caller as the login check does', async () => {
    const account = await signUpAccount(server);
    const user = ok(await call(server, 'meProfile', { body: details, token: account.token })).data;
    expect(user).toMatchObject({ first_name: 'Ірина', last_name: 'Шевчук', phone: '380677654321', birthday: { day: 5, month: 12, year: 1988 }, email: account.email });
    expect(row(account.email)).toMatchObject({ first_name: 'Ірина', last_name: 'Шевчук', phone: '380677654321', birthday: '1988-12-05', email: account.email });
    const me = ok(await call(server, 'me', { token: account.token }));
    expect(me.success && me.data.first_name).toBe('Ірина');
  });

  it('takes no birthday and no last name as none', async () => {
    const account = await signUpAccount(server);
    ok(await call(server, 'meProfile', { body: { ...details, last_name: '', birthday: null }, token: account.token }));
    expect(row(account.email)).toMatchObject({ last_name: '', birthday: null });
  });

  it('touches only the token’s user', async () => {
    const mine = await signUpAccount(server);
    const theirs = await signUpAccount(server);
    const before = row(theirs.email);
    ok(await call(server, 'meProfile', { body: details, token: mine.token }));
    expect(row(theirs.email)).toEqual(before);
  });

  it.each([
    [{ first_name: ' ' }, 'first_name', 'validation.name_required'],
    [{ last_name: 'Ш' }, 'last_name', 'validation.too_short'],
    [{ phone: '+38 067 765' }, 'phone', 'validation.phone_invalid'],
    [{ phone: '' }, 'phone', 'validation.phone_required'],
    [{ birthday: { day: 31, month: 4, year: 1990 } }, 'birthday', 'profile.information.birthday_invalid'],
    [{ birthday: { day: 1, month: 1, year: 2999 } }, 'birthday', 'profile.information.birthday_invalid'],
  ])('refuses %j: %s → %s (422), saving nothing', async (overrides, field, key) => {
    const account = await signUpAccount(server);
    const before = row(account.email);
    const answer = failure(await call(server, 'meProfile', { body: { ...details, ...overrides }, token: account.token }));
    expect(answer).toMatchObject({ status: 422, code: key, fields: { [field]: key } });
    expect(row(account.email)).toEqual(before);
  });

  it('needs a live token', async () => {
    expect(failure(await call(server, 'meProfile', { body: details })).status).toBe(401);
    expect(failure(await call(server, 'meProfile', { body: details, token: 'not-a-token' })).status).toBe(401);
  });
});

describe('meSettings (PUT me/settings)', () => {
  it('saves the caller’s handedness, which the login check then returns', async () => {
    const account = await signUpAccount(server);
    expect(ok(await call(server, 'meSettings', { body: { handedness: 'left' }, token: account.token }))).toEqual({ success: true });
    expect(row(account.email)).toMatchObject({ handedness: 'left' });
    const me = ok(await call(server, 'me', { token: account.token }));
    expect(me.success && me.data.handedness).toBe('left');
    expect(userIdOf(server.db, account.email)).toBeGreaterThan(0);
  });

  it('refuses anything but left or right, and a guest', async () => {
    const account = await signUpAccount(server);
    expect(failure(await call(server, 'meSettings', { body: { handedness: 'both' }, token: account.token })).status).toBe(400);
    expect(row(account.email)).toMatchObject({ handedness: null });
    expect(failure(await call(server, 'meSettings', { body: { handedness: 'left' } })).status).toBe(401);
  });
});

describe('the server log', () => {
  it('holds no contract breaches', () => {
    expect(server.logged).toEqual([]);
  });
});
