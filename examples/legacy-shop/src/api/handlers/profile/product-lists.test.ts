import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { call, failure, insertProducts, missingProductId, ok, signUpAccount, userIdOf, type TestAccount } from './profile-test-kit';

let server: TestServer;
let phones: { categoryId: number; productIds: number[] };
let laptops: { categoryId: number; productIds: number[] };
beforeAll(async () => {
  server = await startTestServer();
  // Laptops come first in the catalogue, though they are inserted second.
  phones = insertProducts(server.db, 3, 2001);
  laptops = insertProducts(server.db, 2, 2000);
});
afterAll(() => server.close());

const lists = [
  { kind: 'favourites', add: 'addToFavoriteList', remove: 'removeFromFavoriteList', get: 'getFavoritesList', field: 'favorites' },
  { kind: 'compares', add: 'addToCompareList', remove: 'removeFromCompareList', get: 'getComparesList', field: 'compares' },
] as const;

describe.each(lists)('$kind', ({ add, remove, get, field }) => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await signUpAccount(server);
  });

  const change = async (name: typeof add | typeof remove, ids: number[], token = account.token) =>
    ok(await call(server, name, { body: { product_ids: ids }, token })).data.product_ids;

  it('answers the whole id list after each change; adding twice keeps one', async () => {
    const [p1, p2, p3] = phones.productIds as [number, number, number];
    expect(await change(add, [p1])).toEqual([p1]);
    expect(await change(add, [p2, p1, p2])).toEqual([p1, p2]);
    expect(await change(add, [p1])).toEqual([p1, p2]);
    expect(await change(remove, [p1, p3])).toEqual([p2]);
    expect(await change(remove, [p3])).toEqual([p2]);
    expect(await change(remove, [p2])).toEqual([]);
  });

  it('refuses an unknown product with 404 errors.nothing_found and adds none of the batch', async () => {
    const known = phones.productIds[0]!;
    const answer = failure(await call(server, add, { body: { product_ids: [known, missingProductId(server.db)] }, token: account.token }));
    expect(answer).toMatchObject({ status: 404, code: 'errors.nothing_found' });
    expect(ok(await call(server, get, { token: account.token })).data).toEqual([]);
  });

  it('skips a corporate-only product for a non-corporate user and adds the rest of the batch', async () => {
    const [corporateOnly, regular] = insertProducts(server.db, 2, 2002).productIds as [number, number];
    server.db.prepare('UPDATE products SET is_corporate = 1 WHERE id = ?').run(corporateOnly);
    // A guest's list pushed at login, one of whose products has become corporate-only since.
    expect(await change(add, [corporateOnly, regular])).toEqual([regular]);
    expect(await change(add, [regular, corporateOnly])).toEqual([regular]);
    const groups = ok(await call(server, get, { token: account.token })).data;
    expect(groups.flatMap((group) => group.products.map((product) => product.id))).toEqual([regular]);
    expect(await change(remove, [regular])).toEqual([]);
  });

  it('refuses with 404 a batch of which the user may see no product, and one with an unknown product', async () => {
    const [corporateOnly, regular] = insertProducts(server.db, 2, 2004).productIds as [number, number];
    server.db.prepare('UPDATE products SET is_corporate = 1 WHERE id = ?').run(corporateOnly);
    for (const product_ids of [[corporateOnly], [corporateOnly, corporateOnly], [corporateOnly, regular, missingProductId(server.db)]]) {
      const answer = failure(await call(server, add, { body: { product_ids }, token: account.token }));
      expect(answer, JSON.stringify(product_ids)).toMatchObject({ status: 404, code: 'errors.nothing_found' });
    }
    expect(ok(await call(server, get, { token: account.token })).data).toEqual([]);
  });

  it('lets a corporate user add a corporate-only product', async () => {
    const [corporateOnly, regular] = insertProducts(server.db, 2, 2005).productIds as [number, number];
    server.db.prepare('UPDATE products SET is_corporate = 1 WHERE id = ?').run(corporateOnly);
    const company = await signUpAccount(server);
    server.db.prepare("UPDATE users SET role = 'corporate' WHERE id = ?").run(userIdOf(server.db, company.email));
    expect(await change(add, [corporateOnly, regular], company.token)).toEqual([corporateOnly, regular]);
    const groups = ok(await call(server, get, { token: company.token })).data;
    expect(groups.flatMap((group) => group.products.map((product) => product.id))).toEqual([corporateOnly, regular]);
  });

  it('leaves a product that became corporate-only out of what a non-corporate user’s list answers', async () => {
    const [kept, turned] = insertProducts(server.db, 2, 2003).productIds as [number, number];
    expect(await change(add, [kept, turned])).toEqual([kept, turned]);
    server.db.prepare('UPDATE products SET is_corporate = 1 WHERE id = ?').run(turned);

    const groups = ok(await call(server, get, { token: account.token })).data;
    expect(groups.flatMap((group) => group.products.map((product) => product.id))).toEqual([kept]);
    expect(await change(add, [kept])).toEqual([kept]);
    const me = ok(await call(server, 'me', { token: account.token }));
    expect(me.success && me.data[field]).toEqual([kept]);
    expect(await change(remove, [kept, turned])).toEqual([]);
  });

  it('refuses an empty or malformed id list with 400', async () => {
    for (const product_ids of [[], ['12'], [0], [1.5]]) {
      expect(failure(await call(server, add, { body: { product_ids }, token: account.token })).status).toBe(400);
    }
  });

  it('lists the products grouped by category, in the catalogue’s order and the user’s language', async () => {
    await change(add, [phones.productIds[1]!, laptops.productIds[0]!, phones.productIds[0]!]);
    const groups = ok(await call(server, get, { token: account.token })).data;
    expect(groups.map((group) => [group.id, group.products.map((product) => product.id)])).toEqual([
      [laptops.categoryId, [laptops.productIds[0]]],
      [phones.categoryId, [phones.productIds[1], phones.productIds[0]]],
    ]);
    expect(groups[0]!.title).toMatch(/^Тестові /);
    expect(groups[1]!.products[0]!.title).toBe('Товар 1');

    ok(await call(server, 'meLang', { body: { lang: 'ru' }, token: account.token }));
    const russian = ok(await call(server, get, { token: account.token })).data;
    expect(russian[0]!.title).toMatch(/^Тестовые /);
    expect(russian[1]!.products[0]!.title).toBe('Товар RU 1');

    const me = ok(await call(server, 'me', { token: account.token }));
    expect(me.success && me.data[field]).toEqual([phones.productIds[1], laptops.productIds[0], phones.productIds[0]]);
    await change(remove, [...phones.productIds, ...laptops.productIds]);
  });

  it('keeps every user’s list to that user', async () => {
    const alice = await signUpAccount(server);
    const bob = await signUpAccount(server);
    await change(add, [phones.productIds[0]!], alice.token);
    expect(await change(add, [phones.productIds[2]!], bob.token)).toEqual([phones.productIds[2]]);
    // Bob removing Alice's product touches only his own list.
    expect(await change(remove, [phones.productIds[0]!], bob.token)).toEqual([phones.productIds[2]]);

    const alicesList = ok(await call(server, get, { token: alice.token })).data;
    expect(alicesList.flatMap((group) => group.products.map((product) => product.id))).toEqual([phones.productIds[0]]);
    const bobsList = ok(await call(server, get, { token: bob.token })).data;
    expect(bobsList.flatMap((group) => group.products.map((product) => product.id))).toEqual([phones.productIds[2]]);
  });

  it('needs a live token', async () => {
    expect(failure(await call(server, get)).status).toBe(401);
    expect(failure(await call(server, add, { body: { product_ids: [phones.productIds[0]] } })).status).toBe(401);
  });
});

describe('GetBonusesCount', () => {
  it('answers the caller’s own balance', async () => {
    const rich = await signUpAccount(server);
    const poor = await signUpAccount(server);
    server.db.prepare('UPDATE users SET bonuses = 350 WHERE id = ?').run(userIdOf(server.db, rich.email));

    expect(ok(await call(server, 'GetBonusesCount', { token: rich.token }))).toEqual({ success: true, data: { available_bonuses: 350 } });
    expect(ok(await call(server, 'GetBonusesCount', { token: poor.token })).data.available_bonuses).toBe(0);
    const me = ok(await call(server, 'me', { token: rich.token }));
    expect(me.success && [me.data.bonuses_count, me.data.available_bonuses]).toEqual([350, 350]);
    expect(failure(await call(server, 'GetBonusesCount')).status).toBe(401);
  });
});

describe('the server log', () => {
  it('holds no contract breaches', () => {
    expect(server.logged).toEqual([]);
  });
});
