import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../errors';
import { fail, recorder, setup, SHOP, user, useShopServer } from './test-shop-service-kit';

const server = useShopServer();

describe('business (SMB) requests', () => {
  const form = {
    companyName: 'ТОВ «Зорепад»',
    companyCode: '12345678',
    contactName: 'Ігор Коваль',
    phone: '050 765 43 21',
    email: 'igor@zorepad.example',
    comment: '  20 ноутбуків ',
  };

  it('are for corporate users only: nothing is requested for anyone else', async () => {
    const { seen, record } = recorder();
    server.use(http.all(`${SHOP}/*`, async ({ request }) => (await record(request), HttpResponse.json({ success: true }))));
    const { shop } = setup();
    await expect(shop.loadSmbSettings()).resolves.toBeNull();
    await expect(shop.sendSmbRequest(form)).rejects.toBeInstanceOf(AuthError);
    expect(seen).toHaveLength(0);
  });

  it('load the settings and send a checked request for a corporate user', async () => {
    const { seen, record } = recorder();
    server.use(
      http.get(`${SHOP}/smb-settings`, () =>
        HttpResponse.json({ success: true, data: { is_enabled: true, manager_phone: '0 800 30 00 33', manager_email: 'b2b@vitrina.example' } }),
      ),
      http.post(`${SHOP}/send-smb-request`, async ({ request }) => (await record(request), HttpResponse.json({ success: true }))),
    );
    const { shop, state } = setup();
    state.roleSlug.value = 'super_corporate';

    await expect(shop.loadSmbSettings()).resolves.toMatchObject({ is_enabled: true });
    await expect(shop.sendSmbRequest({ ...form, companyCode: '123' })).rejects.toMatchObject({
      fields: { companyCode: 'validation.company_code_invalid' },
    });
    await shop.sendSmbRequest(form);
    expect(seen.map((request) => request.body)).toEqual([
      {
        company_name: 'ТОВ «Зорепад»',
        company_code: '12345678',
        contact_name: 'Ігор Коваль',
        phone: '+38 050 765 43 21',
        email: 'igor@zorepad.example',
        comment: '20 ноутбуків',
      },
    ]);
  });
});

describe('business (SMB) requests: one per key, and the user’s own list', () => {
  const form = { companyName: 'ТОВ «Зорепад»', companyCode: '12345678', contactName: 'Ігор Коваль', phone: '0507654321', email: 'igor@zorepad.example' };

  it('sends the caller’s Idempotency-Key, the same on a second attempt, and a new one per call without it', async () => {
    const keys: (string | null)[] = [];
    server.use(http.post(`${SHOP}/send-smb-request`, ({ request }) => (keys.push(request.headers.get('idempotency-key')), HttpResponse.json({ success: true }))));
    const { shop, state } = setup();
    state.roleSlug.value = 'corporate';
    await shop.sendSmbRequest(form, { idempotencyKey: 'smb-key-0001' });
    await shop.sendSmbRequest(form, { idempotencyKey: 'smb-key-0001' });
    await shop.sendSmbRequest(form);
    await shop.sendSmbRequest(form);
    expect(keys.slice(0, 2)).toEqual(['smb-key-0001', 'smb-key-0001']);
    expect(keys[2]).toBeTruthy();
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('loads the corporate user’s own requests with their token, and asks nothing for anyone else', async () => {
    const { seen, record } = recorder();
    const stored = { id: 3, company_name: 'ТОВ «Зорепад»', company_code: '12345678', contact_name: 'Ігор', phone: '+38 050 765 43 21', email: 'igor@zorepad.example', created_at: '2026-11-20T09:30:00.000Z' };
    server.use(http.get(`${SHOP}/smb-requests`, async ({ request }) => (await record(request), HttpResponse.json({ success: true, data: [stored] }))));
    const guest = setup();
    await expect(guest.shop.loadSmbRequests()).resolves.toBeNull();
    expect(seen).toHaveLength(0);

    const { shop, state } = setup({ cookie: 'token=t' });
    state.roleSlug.value = 'corporate';
    await expect(shop.loadSmbRequests()).resolves.toEqual([stored]);
    expect(seen[0]?.authorization).toBe('Bearer t');
  });
});

describe('marketing contact', () => {
  it('sends the user’s channels and ignores the answer', async () => {
    const { seen, record } = recorder();
    server.use(http.post(`${SHOP}/marketing/contact`, async ({ request }) => (await record(request), HttpResponse.json({ anything: ['goes'] }))));
    const { shop, reported } = setup({ cookie: 'token=t' });
    await expect(shop.syncMarketingContact(user())).resolves.toBeUndefined();
    expect(seen[0]?.body).toEqual({
      firstName: 'Оксана',
      lastName: 'Коваленко',
      channels: [
        { type: 'email', value: 'oksana.kovalenko@example.ua' },
        { type: 'sms', value: '380671234567' },
      ],
      externalCustomerId: user().uuid,
    });
    expect(seen[0]?.authorization).toBe('Bearer t');
    expect(reported).toEqual([]);
  });

  it('failing is only reported', async () => {
    server.use(http.post(`${SHOP}/marketing/contact`, () => fail(503)));
    const { shop, reported } = setup({ cookie: 'token=t' });
    await expect(shop.syncMarketingContact(user({ phone: null }))).resolves.toBeUndefined();
    expect(reported).toHaveLength(1);
  });
});
