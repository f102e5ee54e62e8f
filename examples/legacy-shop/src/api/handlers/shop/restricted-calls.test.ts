import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { createAccount, type TestAccount } from './testing/accounts';
import { FIXTURE, insertCatalogFixture } from './testing/catalog-fixture';
import { failure, ok, shopCall } from './testing/shop-call';

let server: TestServer;
let shopper: TestAccount;
let admin: TestAccount;
let corporate: TestAccount;
let superCorporate: TestAccount;
beforeAll(async () => {
  server = await startTestServer();
  insertCatalogFixture(server.db);
  shopper = await createAccount(server);
  admin = await createAccount(server, { role: 'super_admin', canSeeDistributors: true });
  corporate = await createAccount(server, { role: 'corporate' });
  superCorporate = await createAccount(server, { role: 'super_corporate' });
});
afterAll(() => server.close());

describe('GET distributors', () => {
  const phoneId = String(FIXTURE.phones.id);

  it('refuses guests (401) and users without the distributors right (403)', async () => {
    expect(failure(await shopCall(server, 'distributors', { query: { product_id: phoneId } })).status).toBe(401);
    expect(failure(await shopCall(server, 'distributors', { query: { product_id: phoneId }, token: shopper.token })).status).toBe(403);
    expect(failure(await shopCall(server, 'distributors', { query: { product_id: phoneId }, token: corporate.token })).status).toBe(403);
  });

  it('lists the distributors of a product, most stock first, for a user with the right', async () => {
    const data = ok(await shopCall(server, 'distributors', { query: { product_id: phoneId }, token: admin.token }));
    expect(data).toEqual([
      { id: FIXTURE.distributorIds[1], title: 'Квант Опт, Львів', url: 'mailto:opt@kvant.example', price: null, quantity: 12 },
      { id: FIXTURE.distributorIds[0], title: 'Зоря Дистрибуція, Київ', url: 'mailto:sales@zorya.example', price: null, quantity: 4 },
    ]);
    expect(ok(await shopCall(server, 'distributors', { query: { product_id: String(FIXTURE.caseId) }, token: admin.token }))).toEqual([]);
  });

  it('answers 404 for an unknown product and 400 for an id that is not one', async () => {
    expect(failure(await shopCall(server, 'distributors', { query: { product_id: '987654321' }, token: admin.token })).status).toBe(404);
    expect(failure(await shopCall(server, 'distributors', { query: { product_id: 'x' }, token: admin.token })).status).toBe(400);
  });
});

describe('SMB calls', () => {
  const request = {
    company_name: 'ТОВ «Зорепад»',
    company_code: '12345678',
    contact_name: 'Ігор Коваль',
    phone: '050 765 43 21',
    email: 'igor@zorepad.example',
    comment: '  20 ноутбуків для офісу ',
  };

  it('are for corporate customers only', async () => {
    expect(failure(await shopCall(server, 'smbSettings')).status).toBe(401);
    expect(failure(await shopCall(server, 'smbSettings', { token: shopper.token })).status).toBe(403);
    expect(failure(await shopCall(server, 'smbSettings', { token: admin.token })).status).toBe(403);
    expect(failure(await shopCall(server, 'sendSmbRequest', { body: request })).status).toBe(401);
    expect(failure(await shopCall(server, 'sendSmbRequest', { body: request, token: shopper.token })).status).toBe(403);
  });

  it('answer the settings to corporate and super corporate customers', async () => {
    for (const account of [corporate, superCorporate]) {
      const settings = ok(await shopCall(server, 'smbSettings', { token: account.token }));
      expect(settings.is_enabled).toBe(true);
      expect(settings.manager_phone).toBeTruthy();
    }
  });

  it('store a valid request and mail it to the manager', async () => {
    const before = (server.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n;
    ok(await shopCall(server, 'sendSmbRequest', { body: request, token: corporate.token }));
    const row = server.db.prepare('SELECT user_id, payload FROM smb_requests ORDER BY id DESC').get() as { user_id: number; payload: string };
    expect(row.user_id).toBe(corporate.id);
    expect(JSON.parse(row.payload)).toEqual({ ...request, phone: '+38 050 765 43 21', comment: '20 ноутбуків для офісу' });
    expect((server.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n).toBe(before + 1);
  });

  it('refuse a request that breaks a field rule, naming the fields', async () => {
    const answer = failure(
      await shopCall(server, 'sendSmbRequest', {
        body: { ...request, company_code: '1234', phone: '123', email: 'nope', comment: 'x'.repeat(2001) },
        token: superCorporate.token,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.fields).toEqual({
      company_code: 'validation.company_code_invalid',
      phone: 'validation.phone_invalid',
      email: 'validation.email_invalid',
      comment: 'validation.too_long',
    });
  });
});

describe('SMB requests: one per key, and each user’s own list', () => {
  const request = {
    company_name: 'ТОВ «Сузір’я»',
    company_code: '87654321',
    contact_name: 'Олена Бондар',
    phone: '067 123 45 67',
    email: 'olena@suzirya.example',
  };
  const countOf = (account: TestAccount) =>
    (server.db.prepare('SELECT COUNT(*) AS n FROM smb_requests WHERE user_id = ?').get(account.id) as { n: number }).n;

  it('refuses a request without an Idempotency-Key, and stores a repeated key once', async () => {
    const response = await fetch(`${server.url}/api/shop/send-smb-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${corporate.token}` },
      body: JSON.stringify(request),
    });
    expect(response.status).toBe(400);
    const before = countOf(corporate);
    const twice = await Promise.all([1, 2].map(() => shopCall(server, 'sendSmbRequest', { body: request, token: corporate.token, idempotencyKey: 'smb-double-click-1' })));
    for (const answer of twice) expect(answer.status).toBe(200);
    expect(countOf(corporate)).toBe(before + 1);
    ok(await shopCall(server, 'sendSmbRequest', { body: request, token: corporate.token, idempotencyKey: 'smb-second-request' }));
    expect(countOf(corporate)).toBe(before + 2);
  });

  it('lists only the signed-in corporate user’s own requests, newest first', async () => {
    ok(await shopCall(server, 'sendSmbRequest', { body: { ...request, company_name: 'ТОВ «Остання»' }, token: superCorporate.token }));
    const own = ok(await shopCall(server, 'smbRequests', { token: superCorporate.token }));
    expect(own[0]).toMatchObject({ company_name: 'ТОВ «Остання»', company_code: '87654321', phone: '+38 067 123 45 67' });
    expect(own.map((entry) => entry.id)).toEqual([...own.map((entry) => entry.id)].sort((a, b) => b - a));
    const ids = (account: TestAccount) =>
      (server.db.prepare('SELECT id FROM smb_requests WHERE user_id = ? ORDER BY id DESC').all(account.id) as { id: number }[]).map((row) => row.id);
    expect(own.map((entry) => entry.id)).toEqual(ids(superCorporate));
    const corporates = ok(await shopCall(server, 'smbRequests', { token: corporate.token }));
    expect(corporates.map((entry) => entry.id)).toEqual(ids(corporate));
    expect(corporates.some((entry) => own.some((mine) => mine.id === entry.id))).toBe(false);
  });

  it('does not list requests for guests (401) or customers who are not corporate (403)', async () => {
    expect(failure(await shopCall(server, 'smbRequests')).status).toBe(401);
    expect(failure(await shopCall(server, 'smbRequests', { token: shopper.token })).status).toBe(403);
    expect(failure(await shopCall(server, 'smbRequests', { token: admin.token })).status).toBe(403);
  });
});

describe('POST marketing/contact', () => {
  const contact = (externalCustomerId: string, email = 'olena@example.com') => ({
    firstName: 'Олена',
    lastName: 'Тест',
    channels: [
      { type: 'email', value: email },
      { type: 'sms', value: '+380501234567' },
    ],
    externalCustomerId,
  });

  it('keeps the signed-in user own contact, the latest winning', async () => {
    expect(failure(await shopCall(server, 'EsAddUpdateContact', { body: contact(shopper.uuid) })).status).toBe(401);
    ok(await shopCall(server, 'EsAddUpdateContact', { body: contact(shopper.uuid), token: shopper.token }));
    ok(await shopCall(server, 'EsAddUpdateContact', { body: contact(shopper.uuid, 'new@example.com'), token: shopper.token }));
    const rows = server.db.prepare('SELECT payload FROM marketing_contacts WHERE external_customer_id = ?').all(shopper.uuid) as {
      payload: string;
    }[];
    expect(rows).toHaveLength(1);
    const payload = JSON.parse(rows[0]!.payload) as { channels: { type: string; value: string }[] };
    expect(payload.channels).toEqual([
      { type: 'email', value: 'new@example.com' },
      { type: 'sms', value: '+38 050 123 45 67' },
    ]);
  });

  it("refuses someone else's contact and invalid channels", async () => {
    expect(failure(await shopCall(server, 'EsAddUpdateContact', { body: contact(admin.uuid), token: shopper.token })).status).toBe(403);
    const answer = failure(await shopCall(server, 'EsAddUpdateContact', { body: contact(shopper.uuid, 'broken'), token: shopper.token }));
    expect(answer.status).toBe(400);
    expect(answer.fields).toEqual({ 'channels.0.value': 'validation.email_invalid' });
  });
});
