import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { call, failure, insertCity, ok, signUpAccount, userIdOf } from './profile-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('meLang', () => {
  it('changes the user’s language', async () => {
    const account = await signUpAccount(server);
    expect(ok(await call(server, 'meLang', { body: { lang: 'ru' }, token: account.token }))).toEqual({ success: true });
    const user = ok(await call(server, 'me', { token: account.token }));
    expect(user.success && user.data.lang).toEqual({ code: 'ru' });
    expect(failure(await call(server, 'meLang', { body: { lang: 'en' }, token: account.token })).status).toBe(400);
  });
});

describe('meAddress', () => {
  let cityUk: string;
  beforeAll(() => {
    cityUk = `Тестоград-${Date.now()}`;
    insertCity(server.db, cityUk, `Тестоград-РУ-${Date.now()}`);
  });

  it('saves the caller’s address, the city by its uk or ru title', async () => {
    const account = await signUpAccount(server);
    const saved = ok(
      await call(server, 'meAddress', {
        body: { city: `  ${cityUk.toUpperCase()} `, street: 'вул. Хрещатик', building: '12А', apartments: '7' },
        token: account.token,
      }),
    ).data;
    expect(saved).toMatchObject({ city: cityUk, street: 'вул. Хрещатик', building: '12А', apartments: '7' });
    const row = server.db.prepare('SELECT user_id, city, apartments FROM addresses WHERE id = ?').get(saved.id);
    expect(row).toEqual({ user_id: userIdOf(server.db, account.email), city: cityUk, apartments: '7' });

    const ruTitle = (server.db.prepare('SELECT title_ru FROM cities WHERE title_uk = ?').get(cityUk) as { title_ru: string }).title_ru;
    const house = ok(await call(server, 'meAddress', { body: { city: ruTitle, street: 'Садова', building: '3/1' }, token: account.token })).data;
    expect(house.city).toBe(ruTitle);
    expect(house.apartments).toBeUndefined();
    expect(house.id).toBeGreaterThan(saved.id);
  });

  it.each([
    [{ city: 'Атлантида' }, 'city', 'validation.city_not_found'],
    [{ city: ' ' }, 'city', 'validation.required'],
    [{ street: '' }, 'street', 'validation.required'],
    [{ building: '0' }, 'building', 'validation.building_invalid'],
    [{ building: 'дім' }, 'building', 'validation.building_invalid'],
    [{ apartments: 'кв.7' }, 'apartments', 'validation.apartment_invalid'],
  ])('refuses %j: %s → %s (422), saving nothing', async (overrides, field, key) => {
    const account = await signUpAccount(server);
    const body = { city: cityUk, street: 'Садова', building: '3', ...overrides };
    const answer = failure(await call(server, 'meAddress', { body, token: account.token }));
    expect(answer).toMatchObject({ status: 422, code: key, fields: { [field]: key } });
    expect(server.db.prepare('SELECT 1 FROM addresses WHERE user_id = ?').get(userIdOf(server.db, account.email))).toBeUndefined();
  });

  it('needs a live token', async () => {
    expect(failure(await call(server, 'meAddress', { body: { city: cityUk, street: 'Садова', building: '3' } })).status).toBe(401);
  });
});

describe('the server log', () => {
  it('holds no contract breaches', () => {
    expect(server.logged).toEqual([]);
  });
});
