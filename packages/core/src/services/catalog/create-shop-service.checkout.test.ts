import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors';
import { fail, recorder, setup, SHOP, useShopServer } from './test-shop-service-kit';

const server = useShopServer();

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
