import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { call, failure, insertCity, ok, signUpAccount, userIdOf, type TestAccount } from './profile-test-kit';

let server: TestServer;
let city: string;
beforeAll(async () => {
  server = await startTestServer();
  city = `Адресоград-${Date.now()}`;
  insertCity(server.db, city, `Адресоград-РУ-${Date.now()}`);
});
afterAll(() => server.close());

const address = (overrides: Record<string, string> = {}) => ({ city, street: 'Садова', building: '3', apartments: '12', ...overrides });

async function withAddress(account: TestAccount) {
  return ok(await call(server, 'meAddress', { body: address(), token: account.token })).data;
}

const rowOf = (id: number) => server.db.prepare('SELECT user_id, street, building, apartments FROM addresses WHERE id = ?').get(id);

describe('the caller’s addresses', () => {
  it('lists only the caller’s own, newest first', async () => {
    const [mine, theirs] = [await signUpAccount(server), await signUpAccount(server)];
    const first = await withAddress(mine);
    const second = ok(await call(server, 'meAddress', { body: address({ street: 'Лісова', apartments: '' }), token: mine.token })).data;
    await withAddress(theirs);
    const listed = ok(await call(server, 'meAddresses', { token: mine.token })).data;
    expect(listed.map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(listed[1]).toEqual({ id: first.id, city, street: 'Садова', building: '3', apartments: '12' });
  });

  it('changes one, checked with the address rules', async () => {
    const account = await signUpAccount(server);
    const saved = await withAddress(account);
    const changed = ok(await call(server, 'meAddressUpdate', { params: { id: saved.id }, body: address({ street: 'Лісова', building: '5Б', apartments: '' }), token: account.token })).data;
    expect(changed).toEqual({ id: saved.id, city, street: 'Лісова', building: '5Б' });
    expect(rowOf(saved.id)).toEqual({ user_id: userIdOf(server.db, account.email), street: 'Лісова', building: '5Б', apartments: null });
  });

  it.each([
    [{ building: '0' }, 'building', 'validation.building_invalid'],
    [{ apartments: 'кв.7' }, 'apartments', 'validation.apartment_invalid'],
    [{ city: 'Атлантида' }, 'city', 'validation.city_not_found'],
  ])('refuses a change %j: %s → %s (422), the address untouched', async (overrides, field, key) => {
    const account = await signUpAccount(server);
    const saved = await withAddress(account);
    const answer = failure(await call(server, 'meAddressUpdate', { params: { id: saved.id }, body: address(overrides), token: account.token }));
    expect(answer).toMatchObject({ status: 422, fields: { [field]: key } });
    expect(rowOf(saved.id)).toMatchObject({ street: 'Садова', building: '3', apartments: '12' });
  });

  it('answers 404 for another user’s address, which stays as it was, on change and removal', async () => {
    const [owner, other] = [await signUpAccount(server), await signUpAccount(server)];
    const saved = await withAddress(owner);
    const before = rowOf(saved.id);
    expect(failure(await call(server, 'meAddressUpdate', { params: { id: saved.id }, body: address({ street: 'Чужа' }), token: other.token })).status).toBe(404);
    expect(failure(await call(server, 'meAddressRemove', { params: { id: saved.id }, token: other.token })).status).toBe(404);
    expect(rowOf(saved.id)).toEqual(before);
  });

  it('answers 404 for an id that is no address', async () => {
    const account = await signUpAccount(server);
    for (const id of ['999999999', '0', 'abc']) {
      expect(failure(await call(server, 'meAddressRemove', { params: { id }, token: account.token })).status, id).toBe(404);
    }
  });

  it('removes one of the caller’s, once', async () => {
    const account = await signUpAccount(server);
    const saved = await withAddress(account);
    expect(ok(await call(server, 'meAddressRemove', { params: { id: saved.id }, token: account.token }))).toEqual({ success: true });
    expect(rowOf(saved.id)).toBeUndefined();
    expect(failure(await call(server, 'meAddressRemove', { params: { id: saved.id }, token: account.token })).status).toBe(404);
  });
});

describe('the caller’s bonuses and orders', () => {
  async function demoCustomer() {
    const session = ok(await call(server, 'login', { body: { email: 'customer@vitrina.example', password: 'customer123' } }));
    return session.data.token;
  }

  it('give the balance and its history, newest first', async () => {
    const history = ok(await call(server, 'meBonusHistory', { token: await demoCustomer() })).data;
    expect(history.balance).toBe(1500);
    expect(history.entries.map(({ kind, change }) => ({ kind, change }))).toEqual([
      { kind: 'spent', change: -200 },
      { kind: 'accrued', change: 1700 },
    ]);
    expect(history.entries[0]?.order_id).toEqual(expect.any(Number));
  });

  it('give a new account a zero balance and no history', async () => {
    const account = await signUpAccount(server);
    expect(ok(await call(server, 'meBonusHistory', { token: account.token })).data).toEqual({ balance: 0, entries: [] });
  });

  it('list the caller’s orders only, with the payment page of the one that needs payment', async () => {
    const token = await demoCustomer();
    const orders = ok(await call(server, 'meOrders', { token })).data;
    const customerId = userIdOf(server.db, 'customer@vitrina.example');
    const own = server.db.prepare('SELECT id FROM orders WHERE user_id = ? ORDER BY created_at DESC, id DESC').all(customerId) as { id: number }[];
    expect(orders.map((order) => order.id)).toEqual(own.map((order) => order.id));
    expect(orders.map((order) => order.status).sort()).toEqual(['cancelled', 'needs_payment', 'paid']);
    const unpaid = orders.find((order) => order.status === 'needs_payment')!;
    const { public_id } = server.db.prepare('SELECT public_id FROM orders WHERE id = ?').get(unpaid.id) as { public_id: string };
    expect(unpaid.payment_url).toBe(`/order/pay/${public_id}`);
    expect(orders.filter((order) => order.status !== 'needs_payment').map((order) => order.payment_url)).toEqual([null, null]);
    expect(ok(await call(server, 'meOrders', { token: (await signUpAccount(server)).token })).data).toEqual([]);
  });
});

describe('a guest', () => {
  it.each(['meAddresses', 'meAddressUpdate', 'meAddressRemove', 'meBonusHistory', 'meOrders'] as const)('gets 401 from %s', async (name) => {
    const answer = failure(await call(server, name, { params: { id: 1 }, body: name === 'meAddressUpdate' ? address() : undefined }));
    expect(answer.status).toBe(401);
  });
});
