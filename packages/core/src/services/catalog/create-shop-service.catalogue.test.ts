import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AuthError, HttpError, ValidationError } from '../../errors';
import { createAnalyticsService } from '../analytics/create-analytics-service';
import { createShopService } from './create-shop-service';
import { testServiceContext } from './test-service-context';
import { fail, recorder, setup, SHOP, user, useShopServer } from './test-shop-service-kit';

const server = useShopServer();

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
