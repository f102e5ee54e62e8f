import { describe, expect, it } from 'vitest';
import {
  AuthError,
  CREDIT_PROVIDER_IDS,
  DEFAULT_CITY_ID,
  HttpError,
  ValidationError,
  createMemoryStore,
  createVitrina,
  type AnalyticsEvent,
  type VitrinaError,
} from '@vitrina/core';
import { demoAccounts, type DemoAccountKey } from '../seed/demo-accounts';
import { useTestServer } from '../testing/use-test-server';
import { sdkInstances } from './testing/sdk-instances';

const server = useTestServer({ checkLog: false });

const instances = sdkInstances();

/** An SDK instance against the reference server. Without a cookie document it keeps its cookies in memory, like one browser. */
function sdk(options: { lang?: 'uk' | 'ru' } = {}) {
  const reported: VitrinaError[] = [];
  const analytics: AnalyticsEvent[] = [];
  const vitrina = createVitrina({
    api: { profile: `${server.url}/api/profile/`, shop: `${server.url}/api/shop/` },
    storage: createMemoryStore(),
    lang: options.lang ?? 'uk',
    onError: (error) => reported.push(error),
    analytics: (event) => analytics.push(event),
  });
  instances.push(vitrina);
  return { vitrina, shop: vitrina.services.shop, reported, analytics };
}

async function loggedIn(account: DemoAccountKey) {
  const session = sdk();
  const { email, password } = demoAccounts[account];
  await session.vitrina.services.auth.login({ email, password });
  return session;
}

function one<T>(sql: string, ...params: unknown[]): T {
  const row = server.db.prepare(sql).get(...params) as T | undefined;
  if (row === undefined) throw new Error(`No row for: ${sql}`);
  return row;
}

describe('credit offers', () => {
  it('lists a credit product’s banks with their terms fewest months first and the first selected', async () => {
    const product = one<{ id: number; price: number; price_with_discount: number | null }>(
      `SELECT id, price, price_with_discount FROM products
       WHERE is_available_for_credit = 1 AND is_available_to_buy = 1 AND is_corporate = 0 AND price > 0
       ORDER BY id LIMIT 1`,
    );
    const { shop } = sdk();
    const credit = await shop.loadCredit(product.id);

    expect(credit.loading.value).toBe(false);
    expect(credit.error.value).toBeNull();
    expect(credit.price.value).toBe(product.price_with_discount ?? product.price);
    const banks = credit.banks.value;
    expect(banks.length).toBeGreaterThan(0);
    for (const bank of banks) {
      expect(CREDIT_PROVIDER_IDS).toContain(bank.id);
      const months = bank.propositions.map((proposition) => proposition.number_months);
      expect(months).toEqual([...months].sort((a, b) => a - b));
      expect(bank.propositions.map((proposition) => proposition.isSelected)).toEqual(months.map((_, index) => index === 0));
    }

    const bank = banks.find((candidate) => candidate.propositions.length > 1);
    expect(bank).toBeDefined();
    const last = bank!.propositions.at(-1)!.number_months;
    expect(credit.select(bank!.id, last, bank!.creditType)).toBe(true);
    const after = credit.banks.value.find((candidate) => candidate.id === bank!.id && candidate.creditType === bank!.creditType)!;
    expect(after.propositions.filter((proposition) => proposition.isSelected).map((proposition) => proposition.number_months)).toEqual([last]);
  });

  it('shows no banks for a product not sold on credit, and an error state for an unknown one', async () => {
    const notOnCredit = one<{ id: number }>('SELECT id FROM products WHERE is_available_for_credit = 0 ORDER BY id LIMIT 1');
    const { shop, reported } = sdk();
    const credit = await shop.loadCredit(notOnCredit.id);
    expect(credit.banks.value).toEqual([]);
    expect(credit.error.value).toBeNull();

    const missing = await shop.loadCredit(987_654_321);
    expect(missing.loading.value).toBe(false);
    expect(missing.error.value).toBeInstanceOf(HttpError);
    expect((missing.error.value as HttpError).status).toBe(404);
    expect(reported).toHaveLength(1);
  });
});

describe('instalment banks (simulated providers)', () => {
  it('accept the registered test phones', async () => {
    const { shop } = sdk();
    for (const phone of ['+38 050 123 45 60', '0671234562', '+380931234564', '(063) 123-45-66', '380501234568']) {
      await expect(shop.checkInstalmentPhone('monobank', phone)).resolves.toBeUndefined();
      await expect(shop.checkInstalmentPhone('abank', phone)).resolves.toBeUndefined();
    }
  });

  it('refuse the unregistered ones with the bank’s own message', async () => {
    const { shop, reported } = sdk();
    for (const phone of ['+38 050 123 45 61', '0671234563', '(063) 123-45-67']) {
      const mono = await shop.checkInstalmentPhone('monobank', phone).catch((error: unknown) => error);
      expect(mono).toBeInstanceOf(ValidationError);
      expect((mono as ValidationError).messageKey).toBe('errors.phone_not_registered_mono');
      await expect(shop.checkInstalmentPhone('abank', phone)).rejects.toMatchObject({ messageKey: 'errors.phone_not_registered_abank' });
    }
    // An unregistered phone is an answer, not a failure.
    expect(reported).toEqual([]);
  });
});

describe('cities and delivery departments', () => {
  it('find the default city and list its branches and parcel lockers', async () => {
    const city = one<{ title_uk: string }>('SELECT title_uk FROM cities WHERE id = ?', DEFAULT_CITY_ID);
    const { shop } = sdk();

    const first = await shop.searchCities();
    expect(first[0]?.id).toBe(DEFAULT_CITY_ID);
    expect((await shop.searchCities(city.title_uk.slice(0, 3))).map((found) => found.id)).toContain(DEFAULT_CITY_ID);

    const departments = await shop.loadDeliveryDepartments(DEFAULT_CITY_ID);
    const stored = one<{ n: number }>('SELECT COUNT(*) AS n FROM delivery_departments WHERE city_id = ?', DEFAULT_CITY_ID);
    expect(departments).toHaveLength(stored.n);
    expect(departments.every((department) => department.city_id === DEFAULT_CITY_ID)).toBe(true);

    const lockers = await shop.loadDeliveryDepartments(DEFAULT_CITY_ID, 'np-mailbox');
    expect(lockers.length).toBeGreaterThan(0);
    expect(lockers.every((department) => department.delivery_type === 'np-mailbox')).toBe(true);
    expect(lockers.map((department) => department.number)).toEqual([...lockers.map((department) => department.number)].sort((a, b) => a - b));
  });

  it('titles them in the shopper’s language', async () => {
    const { shop } = sdk({ lang: 'ru' });
    const [department] = await shop.loadDeliveryDepartments(DEFAULT_CITY_ID, 'newpost');
    expect(department?.title).toMatch(/^Отделение №\d+$/);
  });
});

describe('distributors', () => {
  const product = () => one<{ product_id: number; n: number }>(
    'SELECT product_id, COUNT(*) AS n FROM product_distributors GROUP BY product_id ORDER BY product_id LIMIT 1',
  );

  it('are listed for admin@vitrina.example', async () => {
    const { product_id: productId, n } = product();
    const { shop } = await loggedIn('admin');
    expect(shop.canSeeDistributors.value).toBe(true);
    const list = await shop.loadDistributors(productId);
    expect(list).toHaveLength(n);
    const quantities = list!.map((distributor) => distributor.quantity ?? 0);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
  });

  it('are not even asked for by anyone else', async () => {
    const { product_id: productId } = product();
    for (const session of [sdk(), await loggedIn('customer'), await loggedIn('superCorporate')]) {
      expect(session.shop.canSeeDistributors.value).toBe(false);
      await expect(session.shop.loadDistributors(productId)).resolves.toBeNull();
      expect(session.reported.filter((error) => error instanceof AuthError)).toHaveLength(1);
      expect(session.reported.filter((error) => error instanceof HttpError)).toEqual([]);
    }
  });
});

describe('reminders and one-click orders', () => {
  it('saves a back-in-stock reminder once the e-mail passes the rule', async () => {
    const product = one<{ id: number }>('SELECT id FROM products WHERE not_available = 1 AND btn_notify = 1 ORDER BY id LIMIT 1');
    const { shop } = sdk();
    await expect(shop.notifyWhenAvailable(product.id, 'no-at-sign')).rejects.toBeInstanceOf(ValidationError);
    await shop.notifyWhenAvailable(product.id, 'waiting@example.ua');
    await shop.notifyWhenAvailable(product.id, 'WAITING@example.ua');
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM availability_reminders WHERE product_id = ?', product.id).n).toBe(1);
  });

  it('places a one-click order by phone and sends no purchase event', async () => {
    const product = one<{ id: number }>(
      'SELECT id FROM products WHERE btn_to_cart = 1 AND is_available_to_buy = 1 AND is_corporate = 0 ORDER BY id LIMIT 1',
    );
    const { shop, analytics } = sdk();
    const { orderId } = await shop.oneClickOrder({ productId: product.id, phone: '(050) 123-45-67', name: 'Оксана' });
    const order = one<{ kind: string; phone: string; status: string }>('SELECT kind, phone, status FROM orders WHERE id = ?', orderId);
    expect(order).toEqual({ kind: 'one_click', phone: '380501234567', status: 'needs_payment' });
    expect(analytics.filter((event) => event.name === 'purchase')).toEqual([]);
  });
});

describe('promo-code check', () => {
  it('tells what a code would take off the guest’s cart, and why another does not work', async () => {
    const product = one<{ id: number }>(
      `SELECT id FROM products WHERE btn_to_cart = 1 AND is_available_to_buy = 1 AND is_corporate = 0 AND price >= 1000
       AND id NOT IN (SELECT product_id FROM product_gifts) ORDER BY id LIMIT 1`,
    );
    const { vitrina, shop } = sdk();
    await expect(vitrina.services.cart.add(product.id)).resolves.toMatchObject({ status: 'added' });

    const promo = await shop.checkPromoCode('VITRINA10');
    expect(promo).toMatchObject({ code: 'VITRINA10', kind: 'promo' });
    expect(promo.discount).toBeGreaterThan(0);
    await expect(shop.checkPromoCode('NOSUCHCODE')).rejects.toMatchObject({ messageKey: 'errors.promo_code_not_found' });
    await expect(shop.checkPromoCode('USED2025')).rejects.toMatchObject({ messageKey: 'errors.promo_code_already_used' });
    await expect(shop.checkPromoCode('abc')).rejects.toMatchObject({ messageKey: 'validation.promo_code_too_short' });
  });
});

describe('payment links', () => {
  it('show the order behind a link', async () => {
    const link = one<{ token: string; order_id: number; total: number }>(
      `SELECT l.token, l.order_id, o.total FROM payment_links l JOIN orders o ON o.id = l.order_id
       WHERE o.status = 'needs_payment' ORDER BY l.order_id LIMIT 1`,
    );
    const { shop } = sdk();
    await expect(shop.loadPaymentData(link.token)).resolves.toEqual({
      order_id: link.order_id,
      status: 'needs_payment',
      amount: link.total,
      payment_type: expect.any(String),
      payment_url: `/payment/${link.token}`,
    });
    await expect(shop.loadPaymentData('no-such-link')).rejects.toMatchObject({ status: 404 });
  });

  it('cannot be made for a guest', async () => {
    const order = one<{ id: number }>("SELECT id FROM orders WHERE status = 'needs_payment' ORDER BY id LIMIT 1");
    const { shop } = sdk();
    await expect(shop.createPaymentLink(order.id, 'liqpay')).rejects.toMatchObject({ status: 401 });
  });
});

describe('business (SMB) requests and the marketing contact', () => {
  it('ask nothing of the server for a customer who is not corporate', async () => {
    const { shop } = await loggedIn('customer');
    await expect(shop.loadSmbSettings()).resolves.toBeNull();
    await expect(
      shop.sendSmbRequest({ companyName: 'ТОВ «Зорепад»', companyCode: '12345678', contactName: 'Ігор Коваль', phone: '0507654321', email: 'igor@zorepad.example' }),
    ).rejects.toBeInstanceOf(AuthError);
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM smb_requests').n).toBe(0);
  });

  it('keeps the signed-in user’s contact for the marketing service', async () => {
    const { vitrina, shop, reported } = await loggedIn('customer');
    const user = vitrina.services.auth.user.value!;
    await shop.syncMarketingContact(user);
    const row = one<{ payload: string }>('SELECT payload FROM marketing_contacts WHERE external_customer_id = ?', user.uuid);
    expect(JSON.parse(row.payload)).toMatchObject({
      firstName: demoAccounts.customer.firstName,
      channels: [
        { type: 'email', value: demoAccounts.customer.email },
        { type: 'sms', value: '+38 067 123 45 67' },
      ],
    });
    expect(reported).toEqual([]);
  });
});

describe('main page', () => {
  it('loads in the shopper’s language', async () => {
    const { shop } = sdk({ lang: 'ru' });
    const page = await shop.loadMainPage();
    expect(page).not.toBeNull();
    expect(shop.mainPage.data.value).toEqual(page);
    expect(shop.mainPage.error.value).toBe(false);
    expect(shop.mainPage.loading.value).toBe(false);
    expect(page!.banners.length + page!.categories.length + page!.top.length).toBeGreaterThan(0);
  });
});
