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
