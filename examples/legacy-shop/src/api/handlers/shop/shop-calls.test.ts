import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { createAccount, type TestAccount } from './testing/accounts';
import { FIXTURE, PHONES, insertCatalogFixture } from './testing/catalog-fixture';
import { failure, ok, shopCall } from './testing/shop-call';

let server: TestServer;
let shopper: TestAccount;
beforeAll(async () => {
  server = await startTestServer();
  insertCatalogFixture(server.db);
  shopper = await createAccount(server);
});
afterAll(() => server.close());

const inStock = PHONES.find((phone) => phone.status === 'in_stock' && !phone.corporate)!;
const notAvailable = PHONES.find((phone) => phone.status === 'not_available' && !phone.corporate)!;
const inWaiting = PHONES.filter((phone) => phone.status === 'in_waiting');

describe('GET cities', () => {
  it('finds cities by Ukrainian or Russian name in any case, titled in the request language', async () => {
    const uk = ok(await shopCall(server, 'cities', { query: { search: 'ЗОРЯН' } }));
    expect(uk).toContainEqual({ id: FIXTURE.cityId, title: 'Зорянськ', region: 'Зорянська область' });
    expect(uk.every((city) => city.title.toLowerCase().includes('зорян'))).toBe(true);

    const response = await fetch(`${server.url}/api/shop/cities?search=${encodeURIComponent('киев')}`, { headers: { 'accept-language': 'ru' } });
    const ru = (await response.json()) as { data: { id: number; title: string }[] };
    expect(ru.data[0]).toMatchObject({ id: 56, title: 'Киев' });
    expect(ok(await shopCall(server, 'cities', { query: { search: 'київ' } }))[0]).toMatchObject({ id: 56, title: 'Київ' });
  });

  it('puts the default city first without a search, and at most 20 cities', async () => {
    const all = ok(await shopCall(server, 'cities'));
    expect(all[0]!.id).toBe(56);
    expect(all.length).toBeLessThanOrEqual(20);
    expect(ok(await shopCall(server, 'cities', { query: { search: 'Неіснуюче місто' } }))).toEqual([]);
  });
});

describe('GET np-dep', () => {
  it('lists branches and parcel lockers of a city by number, or only one kind', async () => {
    const all = ok(await shopCall(server, 'deliveryDepartments', { query: { city_id: String(FIXTURE.cityId) } }));
    expect(all.map((department) => [department.number, department.delivery_type, department.title])).toEqual([
      [1, 'newpost', 'Відділення №1'],
      [2, 'newpost', 'Відділення №2'],
      [3, 'np-mailbox', 'Поштомат №3'],
    ]);
    expect(all[0]).toMatchObject({ city_id: FIXTURE.cityId, address: 'вул. Зоряна, 1' });
    const lockers = ok(
      await shopCall(server, 'deliveryDepartments', { query: { city_id: String(FIXTURE.cityId), delivery_type: 'np-mailbox' } }),
    );
    expect(lockers.map((department) => department.number)).toEqual([3]);
  });

  it('answers 404 city_not_found for an unknown city and 400 for a wrong delivery type', async () => {
    const unknown = failure(await shopCall(server, 'deliveryDepartments', { query: { city_id: '987654' } }));
    expect([unknown.status, unknown.code]).toEqual([404, 'validation.city_not_found']);
    expect(failure(await shopCall(server, 'deliveryDepartments', { query: { city_id: '56', delivery_type: 'courier' } })).status).toBe(400);
  });
});

describe('GET products/ids/{category}', () => {
  it("lists a category's product ids, corporate-only ones for corporate customers", async () => {
    const guest = ok(await shopCall(server, 'productIdsByCategory', { id: String(FIXTURE.phones.id) }));
    expect(new Set(guest)).toEqual(new Set(PHONES.filter((phone) => !phone.corporate).map((phone) => phone.id)));
    const corporate = await createAccount(server, { role: 'corporate' });
    const all = ok(await shopCall(server, 'productIdsByCategory', { id: String(FIXTURE.phones.id), token: corporate.token }));
    expect(all).toHaveLength(PHONES.length);
    expect(failure(await shopCall(server, 'productIdsByCategory', { id: '987654' })).status).toBe(404);
    expect(failure(await shopCall(server, 'productIdsByCategory', { id: 'phones' })).status).toBe(404);
  });
});

describe('POST products/notification_for_product', () => {
  it('keeps one reminder per product and e-mail, asked as often as the shopper likes', async () => {
    const body = { product_id: notAvailable.id, email: 'Remind.Me@example.com' };
    ok(await shopCall(server, 'notificationForProduct', { body }));
    ok(await shopCall(server, 'notificationForProduct', { body: { ...body, email: 'remind.me@example.com' } }));
    const rows = server.db.prepare('SELECT email, user_id FROM availability_reminders WHERE product_id = ?').all(notAvailable.id);
    expect(rows).toEqual([{ email: 'Remind.Me@example.com', user_id: null }]);
    ok(await shopCall(server, 'notificationForProduct', { body: { ...body, email: 'other@example.com' }, token: shopper.token }));
    expect(server.db.prepare('SELECT user_id FROM availability_reminders WHERE email = ?').get('other@example.com')).toEqual({
      user_id: shopper.id,
    });
  });

  it('refuses products that can be bought or pre-ordered or are no longer made, unknown products and bad e-mails', async () => {
    expect(failure(await shopCall(server, 'notificationForProduct', { body: { product_id: inStock.id, email: 'a@example.com' } })).status).toBe(422);
    const waiting = { product_id: inWaiting[0]!.id, email: 'a@example.com' };
    expect(failure(await shopCall(server, 'notificationForProduct', { body: waiting })).status).toBe(422);
    const endOfLife = PHONES.filter((phone) => phone.status === 'not_available')[1]!;
    server.db.prepare('UPDATE products SET btn_notify = 0 WHERE id = ?').run(endOfLife.id);
    expect(failure(await shopCall(server, 'notificationForProduct', { body: { product_id: endOfLife.id, email: 'a@example.com' } })).status).toBe(422);
    expect(failure(await shopCall(server, 'notificationForProduct', { body: { product_id: 987_654, email: 'a@example.com' } })).status).toBe(404);
    const bad = failure(await shopCall(server, 'notificationForProduct', { body: { product_id: notAvailable.id, email: 'not-an-email' } }));
    expect([bad.status, bad.fields]).toEqual([400, { email: 'validation.email_invalid' }]);
  });
});

describe('POST catalog/preorder', () => {
  const body = (productId: number) => ({ product_id: productId, name: 'Олена', phone: '050 123 45 67' });

  it('needs a signed-in user: a guest gets 401 and the login modal', async () => {
    const answer = failure(await shopCall(server, 'preorder', { body: body(inWaiting[0]!.id) }));
    expect([answer.status, answer.code]).toEqual([401, 'errors.login_error']);
  });

  it("pre-orders a product in waiting once, answering the user's pre-order ids", async () => {
    expect(ok(await shopCall(server, 'preorder', { body: body(inWaiting[0]!.id), token: shopper.token }))).toEqual({
      product_ids: [inWaiting[0]!.id],
    });
    const again = failure(await shopCall(server, 'preorder', { body: body(inWaiting[0]!.id), token: shopper.token }));
    expect([again.status, again.code]).toEqual([409, 'general.errors.preorder_already_processed']);
    expect(
      ok(await shopCall(server, 'preorder', { body: { ...body(inWaiting[1]!.id), email: 'olena@example.com' }, token: shopper.token })),
    ).toEqual({ product_ids: [inWaiting[0]!.id, inWaiting[1]!.id] });
    expect(server.db.prepare('SELECT recipient FROM outbox ORDER BY id DESC').get()).toEqual({ recipient: 'olena@example.com' });
  });

  it('refuses products not in waiting, unknown products and broken contact fields', async () => {
    expect(failure(await shopCall(server, 'preorder', { body: body(inStock.id), token: shopper.token })).status).toBe(422);
    expect(failure(await shopCall(server, 'preorder', { body: body(987_654), token: shopper.token })).status).toBe(404);
    const bad = failure(
      await shopCall(server, 'preorder', { body: { product_id: inWaiting[2]!.id, name: '', phone: '12', email: 'x' }, token: shopper.token }),
    );
    expect([bad.status, bad.fields]).toEqual([
      400,
      { name: 'validation.name_required', phone: 'validation.phone_invalid', email: 'validation.email_invalid' },
    ]);
  });
});

describe('GET settings/socials', () => {
  it('offers Google sign-in, configurable through content', async () => {
    server.db.prepare("DELETE FROM content WHERE key = 'settings.socials'").run();
    expect(ok(await shopCall(server, 'socialSettings'))).toEqual([{ network: 'google', client_id: null }]);
    server.db
      .prepare("INSERT OR REPLACE INTO content (key, lang, value) VALUES ('settings.socials', 'uk', ?)")
      .run(JSON.stringify([{ network: 'google', client_id: 'client-1.apps.example' }]));
    expect(ok(await shopCall(server, 'socialSettings'))).toEqual([{ network: 'google', client_id: 'client-1.apps.example' }]);
  });

  it('hands out no client id while no Google token can be verified (no development verifier)', async () => {
    const strict = await startTestServer({ socialLoginDevVerifier: false });
    try {
      expect(ok(await shopCall(strict, 'socialSettings'))).toEqual([{ network: 'google', client_id: null }]);
    } finally {
      await strict.close();
    }
  });
});
