import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AuthError, HttpError, ValidationError } from '../../errors';
import { sampleUser } from '../../schemas/test-samples';
import { userSchema, type User } from '../../schemas/user';
import { createAnalyticsService } from '../analytics/create-analytics-service';
import { createShopService } from './create-shop-service';
import { testServiceContext } from './test-service-context';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SHOP = 'https://shop.test/api/shop';

/** Records every request the handlers below see. */
function recorder() {
  const seen: { method: string; url: URL; body: unknown; authorization: string | null }[] = [];
  const record = async (request: Request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({
      method: request.method,
      url: new URL(request.url),
      body: text === '' ? undefined : JSON.parse(text),
      authorization: request.headers.get('authorization'),
    });
  };
  return { seen, record };
}

function setup(options: { cookie?: string } = {}) {
  const { context, reported, analytics } = testServiceContext(options);
  const shop = createShopService(context);
  return { context, state: context.state, events: context.events, reported, analytics, shop };
}

const user = (overrides: Partial<User> = {}): User => ({ ...z.parse(userSchema, sampleUser()), ...overrides });
const fail = (status: number, code = 'errors.generic') => HttpResponse.json({ error: { code, message: 'no' } }, { status });

describe('back-in-stock reminder', () => {
  it('checks the e-mail with the core rule before anything is sent', async () => {
    const { seen, record } = recorder();
    server.use(http.all(`${SHOP}/*`, async ({ request }) => (await record(request), HttpResponse.json({ success: true }))));
    const { shop } = setup();

    const invalid = await shop.notifyWhenAvailable(5, 'not-an-email').catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ValidationError);
    expect((invalid as ValidationError).fields).toEqual({ email: 'validation.email_invalid' });
    await expect(shop.notifyWhenAvailable(5, '   ')).rejects.toMatchObject({ fields: { email: 'validation.email_required' } });
    expect(seen).toHaveLength(0);

    await shop.notifyWhenAvailable(5, '  buyer@example.ua ');
    expect(seen).toEqual([
      expect.objectContaining({ method: 'POST', body: { product_id: 5, email: 'buyer@example.ua' } }),
    ]);
    expect(seen[0]?.url.pathname).toBe('/api/shop/products/notification_for_product');
  });

  it('passes the server’s refusal on as an HttpError with its message key', async () => {
    server.use(http.post(`${SHOP}/products/notification_for_product`, () => fail(422)));
    const { shop, reported } = setup();
    await expect(shop.notifyWhenAvailable(5, 'buyer@example.ua')).rejects.toBeInstanceOf(HttpError);
    expect(reported).toHaveLength(1);
  });
});

describe('one-click order', () => {
  it('checks the phone with the core rule and sends it masked', async () => {
    const { seen, record } = recorder();
    server.use(
      http.post(`${SHOP}/cart/one_click_order`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ success: true, data: { order_id: 812 } });
      }),
    );
    const { shop } = setup();

    await expect(shop.oneClickOrder({ productId: 7, phone: '12345' })).rejects.toMatchObject({
      fields: { phone: 'validation.phone_invalid' },
    });
    await expect(shop.oneClickOrder({ productId: 7, phone: '+38 ' })).rejects.toMatchObject({
      fields: { phone: 'validation.phone_required' },
    });
    expect(seen).toHaveLength(0);

    await expect(shop.oneClickOrder({ productId: 7, phone: '(050) 123-45-67', name: ' Оксана ' })).resolves.toEqual({ orderId: 812 });
    expect(seen[0]?.body).toEqual({ product_id: 7, phone: '+38 050 123 45 67', name: 'Оксана' });
    await shop.oneClickOrder({ productId: 7, phone: '0501234567' });
    expect(seen[1]?.body).toEqual({ product_id: 7, phone: '+38 050 123 45 67' });
  });

  it('sends no analytics purchase event', async () => {
    server.use(http.post(`${SHOP}/cart/one_click_order`, () => HttpResponse.json({ success: true, data: { order_id: 9 } })));
    const { context, analytics } = testServiceContext();
    createAnalyticsService(context);
    await createShopService(context).oneClickOrder({ productId: 7, phone: '0501234567' });
    expect(analytics).toEqual([]);
  });
});

describe('distributors', () => {
  const list = [{ id: 1, title: 'Квант Опт, Львів', url: 'mailto:opt@kvant.example', price: null, quantity: 12 }];

  it('are not requested for a guest or a user without the right; the refusal is reported', async () => {
    const { seen, record } = recorder();
    server.use(http.all(`${SHOP}/*`, async ({ request }) => (await record(request), HttpResponse.json({ success: true, data: list }))));
    const { shop, events, reported } = setup();

    await expect(shop.loadDistributors(3)).resolves.toBeNull();
    events.emit('auth:login', { user: user({ is_user_can_see_distributors: false }), isSignUp: false, guestCartId: null });
    await expect(shop.loadDistributors(3)).resolves.toBeNull();
    expect(seen.filter((request) => request.url.pathname.endsWith('/distributors'))).toHaveLength(0);
    expect(reported.filter((error) => error instanceof AuthError)).toHaveLength(2);
    expect(shop.canSeeDistributors.value).toBe(false);
  });

  it('are listed for a user with the right, with the bearer token', async () => {
    const { seen, record } = recorder();
    server.use(
      http.get(`${SHOP}/distributors`, async ({ request }) => (await record(request), HttpResponse.json({ success: true, data: list }))),
    );
    const { shop, events } = setup({ cookie: 'token=tok-admin' });
    events.emit('auth:login', { user: user({ is_user_can_see_distributors: true }), isSignUp: false, guestCartId: null });
    expect(shop.canSeeDistributors.value).toBe(true);

    await expect(shop.loadDistributors(3)).resolves.toEqual(list);
    expect(seen[0]?.url.searchParams.get('product_id')).toBe('3');
    expect(seen[0]?.authorization).toBe('Bearer tok-admin');

    events.emit('auth:logout', {});
    expect(shop.canSeeDistributors.value).toBe(false);
    await expect(shop.loadDistributors(3)).resolves.toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('trust the user cookie of a logged-in page before any auth event', async () => {
    server.use(http.get(`${SHOP}/distributors`, () => HttpResponse.json({ success: true, data: list })));
    const cookie = `user=${encodeURIComponent(JSON.stringify(user({ is_user_can_see_distributors: true })))}; token=t`;
    const { shop, state } = setup({ cookie });
    await expect(shop.loadDistributors(3)).resolves.toBeNull();
    state.isLoggedIn.value = true;
    await expect(shop.loadDistributors(3)).resolves.toEqual(list);
  });

  it('failing is only reported, once', async () => {
    server.use(
      http.get(`${SHOP}/distributors`, () => fail(500)),
    );
    const { shop, events, reported } = setup({ cookie: 'token=t' });
    events.emit('auth:restored', { user: user({ is_user_can_see_distributors: true }) });
    await expect(shop.loadDistributors(3)).resolves.toBeNull();
    expect(reported.filter((error) => error instanceof HttpError && error.endpoint === 'distributors')).toHaveLength(1);
  });
});

describe('credit offers', () => {
  const answer = {
    price: 12000,
    credits: [
      {
        type: 'partial',
        title: 'Оплата частинами',
        bank_items: [
          {
            id: 2,
            title: 'Банк 1',
            logo: null,
            propositions: [
              { type: 'partial', number_months: 10, monthly_payment: 1200 },
              { type: 'partial', number_months: 3, monthly_payment: 4000 },
              { type: 'partial', number_months: 6, monthly_payment: 2000 },
            ],
          },
        ],
      },
      {
        type: 'instant',
        title: 'Кредит',
        bank_items: [
          {
            id: 5,
            title: 'Банк 5',
            logo: '/banks/5.svg',
            propositions: [
              { type: 'instant', number_months: 24, monthly_payment: 700 },
              { type: 'instant', number_months: 12, monthly_payment: 1100 },
            ],
          },
        ],
      },
    ],
  };

  it('loads each bank’s terms fewest months first, the first selected', async () => {
    server.use(http.get(`${SHOP}/products/77/credits`, () => HttpResponse.json({ success: true, data: answer })));
    const { shop } = setup();
    const credit = await shop.loadCredit(77);

    expect(credit.loading.value).toBe(false);
    expect(credit.error.value).toBeNull();
    expect(credit.price.value).toBe(12000);
    expect(credit.banks.value.map((bank) => [bank.id, bank.creditType, bank.propositions.map((p) => [p.number_months, p.isSelected])])).toEqual([
      [2, 'partial', [[3, true], [6, false], [10, false]]],
      [5, 'instant', [[12, true], [24, false]]],
    ]);
    expect(shop.credit(77)).toBe(credit);
  });

  it('selects another term of one bank and leaves the other banks as they were', async () => {
    server.use(http.get(`${SHOP}/products/77/credits`, () => HttpResponse.json({ success: true, data: answer })));
    const { shop } = setup();
    const credit = await shop.loadCredit(77);

    expect(credit.select(2, 10)).toBe(true);
    expect(credit.select(2, 7)).toBe(false);
    expect(credit.select(99, 10)).toBe(false);
    const selected = credit.banks.value.map((bank) => bank.propositions.filter((p) => p.isSelected).map((p) => p.number_months));
    expect(selected).toEqual([[10], [12]]);
  });

  it('shows an error state on failure and always stops loading', async () => {
    server.use(http.get(`${SHOP}/products/77/credits`, () => fail(500)));
    const { shop, reported } = setup();
    const credit = shop.credit(77);
    const loading = credit.load();
    expect(credit.loading.value).toBe(true);
    await loading;
    expect(credit.loading.value).toBe(false);
    expect(credit.error.value).toBeInstanceOf(HttpError);
    expect(credit.banks.value).toEqual([]);
    expect(reported).toHaveLength(1);
  });

  it('treats an answer of the wrong shape as a failure, not a crash', async () => {
    server.use(http.get(`${SHOP}/products/77/credits`, () => HttpResponse.json({ success: true, data: { price: 'free' } })));
    const { shop } = setup();
    const credit = await shop.loadCredit(77);
    expect(credit.error.value?.kind).toBe('schema');
    expect(credit.loading.value).toBe(false);
  });
});

describe('promo-code check', () => {
  it('checks the length (4–50) before asking the server about the cart', async () => {
    const { seen, record } = recorder();
    server.use(
      http.post(`${SHOP}/cart/get_promocode`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ success: true, data: { code: 'VITRINA10', kind: 'promo', discount: 150 } });
      }),
    );
    const { shop, reported } = setup();

    await expect(shop.checkPromoCode('abc', 'cart-1')).rejects.toMatchObject({ fields: { code: 'validation.promo_code_too_short' } });
    await expect(shop.checkPromoCode('x'.repeat(51), 'cart-1')).rejects.toMatchObject({ fields: { code: 'validation.promo_code_too_long' } });
    await expect(shop.checkPromoCode('VITRINA10', null)).rejects.toBeInstanceOf(ValidationError);
    expect(seen).toHaveLength(0);
    expect(reported).toHaveLength(0);

    await expect(shop.checkPromoCode(' VITRINA10 ', 'cart-1')).resolves.toEqual({ code: 'VITRINA10', kind: 'promo', discount: 150 });
    expect(seen[0]?.body).toEqual({ cart_id: 'cart-1', code: 'VITRINA10' });
  });

  it('passes the server’s verdict on as the message key', async () => {
    server.use(http.post(`${SHOP}/cart/get_promocode`, () => fail(422, 'errors.promo_code_not_found')));
    const { shop } = setup();
    await expect(shop.checkPromoCode('NOPE1', 'cart-1')).rejects.toMatchObject({ messageKey: 'errors.promo_code_not_found' });
  });

  it('asks a guest to log in for a referral code', async () => {
    server.use(
      http.post(`${SHOP}/cart/get_promocode`, () => HttpResponse.json({ success: true, data: { code: 'FRIEND', kind: 'referral', discount: 100 } })),
    );
    const { shop, state } = setup();
    await expect(shop.checkPromoCode('FRIEND', 'cart-1')).rejects.toMatchObject({ messageKey: 'errors.referral_needs_login' });
    state.isLoggedIn.value = true;
    await expect(shop.checkPromoCode('FRIEND', 'cart-1')).resolves.toMatchObject({ kind: 'referral' });
  });
});

describe('cities and delivery departments', () => {
  it('search cities and list a city’s departments (city 56 by default)', async () => {
    const { seen, record } = recorder();
    server.use(
      http.get(`${SHOP}/cities`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ success: true, data: [{ id: 56, title: 'Київ', region: null }] });
      }),
      http.get(`${SHOP}/np-dep`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({
          success: true,
          data: [{ id: 1, number: 1, city_id: 56, delivery_type: 'newpost', title: 'Відділення №1', address: 'вул. Пирогівський шлях, 135' }],
        });
      }),
    );
    const { shop } = setup();

    await expect(shop.searchCities(' Ки ')).resolves.toEqual([{ id: 56, title: 'Київ', region: null }]);
    await shop.searchCities();
    await expect(shop.loadDeliveryDepartments()).resolves.toHaveLength(1);
    await shop.loadDeliveryDepartments(12, 'np-mailbox');

    expect(seen.map((request) => request.url.search)).toEqual(['?search=%D0%9A%D0%B8', '', '?city_id=56', '?city_id=12&delivery_type=np-mailbox']);
  });

  it('report a failure and pass it on', async () => {
    server.use(http.get(`${SHOP}/np-dep`, () => fail(404, 'validation.city_not_found')));
    const { shop, reported } = setup();
    await expect(shop.loadDeliveryDepartments(999)).rejects.toMatchObject({ messageKey: 'validation.city_not_found' });
    expect(reported).toHaveLength(1);
  });
});

describe('payments', () => {
  it('create a payment link and read the order behind one', async () => {
    const { seen, record } = recorder();
    server.use(
      http.post(`${SHOP}/create_payment_link`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ success: true, data: { url: '/payment/abc' } });
      }),
      http.get(`${SHOP}/get_payment_data_by_link/:key`, async ({ request, params }) => {
        await record(request);
        return HttpResponse.json({
          success: true,
          data: { order_id: 4, status: 'needs_payment', amount: 2500, payment_type: 'liqpay', payment_url: `/payment/${String(params.key)}/checkout` },
        });
      }),
    );
    const { shop } = setup();
    await expect(shop.createPaymentLink(4, 'liqpay')).resolves.toBe('/payment/abc');
    expect(seen[0]?.body).toEqual({ order_id: 4, payment_type: 'liqpay' });
    await expect(shop.loadPaymentData('abc')).resolves.toMatchObject({ order_id: 4, status: 'needs_payment', payment_url: '/payment/abc/checkout' });
  });

  it('ask for a payment link as the holder of the order’s link, with its key as the bearer token', async () => {
    const { seen, record } = recorder();
    server.use(
      http.post(`${SHOP}/create_payment_link`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ success: true, data: { url: '/simulated-pay/s1' } });
      }),
    );
    const { shop } = setup({ cookie: 'token=account-token' });
    await expect(shop.createPaymentLink(4, 'liqpay', { linkKey: 'link-key' })).resolves.toBe('/simulated-pay/s1');
    await shop.createPaymentLink(4, 'liqpay');
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer link-key', 'Bearer account-token']);
  });
});

describe('instalment banks', () => {
  function serveBanks(registered: boolean) {
    const { seen, record } = recorder();
    server.use(
      http.post(`${SHOP}/:bank/validate_phone`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ success: true, data: { is_registered: registered } });
      }),
      http.post(`${SHOP}/:bank/check_success_callback`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ success: true, data: { status: 'paid' } });
      }),
    );
    return seen;
  }

  it('accept a phone the bank knows', async () => {
    const seen = serveBanks(true);
    const { shop } = setup();
    await expect(shop.checkInstalmentPhone('monobank', '0501234560')).resolves.toBeUndefined();
    await expect(shop.checkInstalmentPhone('abank', '+380501234560')).resolves.toBeUndefined();
    expect(seen.map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/shop/monobank/validate_phone', { phone: '+38 050 123 45 60' }],
      ['/api/shop/abank/validate_phone', { phone: '+38 050 123 45 60' }],
    ]);
  });

  it('turn is_registered: false into the bank’s own message key', async () => {
    serveBanks(false);
    const { shop, reported } = setup();
    const mono = await shop.checkInstalmentPhone('monobank', '0501234561').catch((error: unknown) => error);
    expect(mono).toBeInstanceOf(ValidationError);
    expect(mono).toMatchObject({ messageKey: 'errors.phone_not_registered_mono', fields: { phone: 'errors.phone_not_registered_mono' } });
    await expect(shop.checkInstalmentPhone('abank', '0501234561')).rejects.toMatchObject({ messageKey: 'errors.phone_not_registered_abank' });
    expect(reported).toHaveLength(0);
  });

  it('check the phone with the core rule first', async () => {
    const seen = serveBanks(true);
    const { shop } = setup();
    await expect(shop.checkInstalmentPhone('monobank', '0 800 30 00 33')).rejects.toMatchObject({ fields: { phone: 'validation.phone_invalid' } });
    expect(seen).toHaveLength(0);
  });

  it('ask whether the bank approved the order', async () => {
    const seen = serveBanks(true);
    const { shop } = setup();
    await expect(shop.checkInstalmentPayment('abank', 31)).resolves.toBe('paid');
    expect(seen[0]?.url.pathname).toBe('/api/shop/abank/check_success_callback');
    expect(seen[0]?.body).toEqual({ order_id: 31 });
  });
});

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

describe('main page', () => {
  const mainPage = {
    banners: [],
    categories: [],
    top: [],
    advantages: null,
    meta: { seo_h1: 'Вітрина', seo_text: 'Текст', seo_text_more: null },
  };

  it('loads the main page in the current language', async () => {
    const { seen, record } = recorder();
    server.use(http.get(`${SHOP}/pages/main`, async ({ request }) => (await record(request), HttpResponse.json({ success: true, data: mainPage }))));
    const { shop, state } = setup();
    state.lang.value = 'ru';

    const loading = shop.loadMainPage();
    expect(shop.mainPage.loading.value).toBe(true);
    await expect(loading).resolves.toEqual(mainPage);
    expect(shop.mainPage.loading.value).toBe(false);
    expect(shop.mainPage.error.value).toBe(false);
    expect(shop.mainPage.data.value).toEqual(mainPage);
    expect(seen[0]?.url.searchParams.get('lang')).toBe('ru');
  });

  it('sets only an error flag when the main page fails', async () => {
    server.use(http.get(`${SHOP}/pages/main`, () => fail(500)));
    const { shop, reported } = setup();
    await expect(shop.loadMainPage()).resolves.toBeNull();
    expect(shop.mainPage.error.value).toBe(true);
    expect(shop.mainPage.loading.value).toBe(false);
    expect(shop.mainPage.data.value).toBeNull();
    expect(reported).toHaveLength(1);
  });
});
