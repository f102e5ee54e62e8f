import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { createAccount, insertOrder, type OrderOptions, type TestAccount } from './testing/accounts';
import { failure, ok, shopCall } from './testing/shop-call';

let server: TestServer;
let owner: TestAccount;
let stranger: TestAccount;
beforeAll(async () => {
  server = await startTestServer();
  owner = await createAccount(server, { phone: '+38 050 111 22 34' });
  stranger = await createAccount(server);
});
afterAll(() => server.close());

/** Products of the seed that are sold on credit, and one that is not (corporate-only, not buyable or not offered on credit). */
const creditProducts = (onCredit: boolean) =>
  (
    server.db
      .prepare(
        `SELECT id FROM products WHERE (is_available_for_credit = 1 AND is_available_to_buy = 1 AND is_corporate = 0 AND price > 0) = ?
         ORDER BY id LIMIT 2`,
      )
      .all(onCredit ? 1 : 0) as { id: number }[]
  ).map((row) => row.id);
const onCredit = (index: number) => creditProducts(true)[index]!;
const notOnCredit = () => creditProducts(false)[0]!;

const REGISTERED = ['+38 050 123 45 60', '0671234562', '+380931234564', '(063) 123-45-66', '380501234568'];
const NOT_REGISTERED = ['+38 050 123 45 61', '0671234563', '+380931234565', '(063) 123-45-67', '380501234569'];

describe('POST monobank/validate_phone and abank/validate_phone (simulated)', () => {
  it.each(['monobankValidatePhone', 'abankValidatePhone'] as const)('%s: an even last digit is registered, an odd one is not', async (name) => {
    for (const phone of REGISTERED) expect(ok(await shopCall(server, name, { body: { phone } })), phone).toEqual({ is_registered: true });
    for (const phone of NOT_REGISTERED) expect(ok(await shopCall(server, name, { body: { phone } })), phone).toEqual({ is_registered: false });
  });

  it.each(['monobankValidatePhone', 'abankValidatePhone'] as const)('%s: checks the phone format first', async (name) => {
    const cases: [string, string][] = [
      ['', 'validation.phone_required'],
      ['+38 ', 'validation.phone_required'],
      ['123', 'validation.phone_invalid'],
      ['+1 202 555 01 22', 'validation.phone_invalid'],
      ['0 800 30 00 33', 'validation.phone_invalid'],
    ];
    for (const [phone, key] of cases) {
      const answer = failure(await shopCall(server, name, { body: { phone } }));
      expect(answer.status, phone).toBe(400);
      expect(answer.fields, phone).toEqual({ phone: key });
    }
  });
});

describe('payment links', () => {
  it('creates a link to the owner own order that needs payment, and shows its data by the link', async () => {
    const order = insertOrder(server.db, { userId: owner.id, status: 'needs_payment', total: 12_345, paymentType: 'cash' });
    expect(failure(await shopCall(server, 'createPaymentLink', { body: { order_id: order.id, payment_type: 'no_cash' } })).status).toBe(401);
    const { url } = ok(
      await shopCall(server, 'createPaymentLink', { body: { order_id: order.id, payment_type: 'no_cash' }, token: owner.token }),
    );
    const link = /^\/payment\/([A-Za-z0-9_-]{43})$/.exec(url)?.[1];
    expect(link).toBeDefined();

    expect(ok(await shopCall(server, 'paymentDataByLink', { id: link! }))).toEqual({
      order_id: order.id,
      status: 'needs_payment',
      amount: 12_345,
      payment_type: 'no_cash',
      payment_url: `/payment/${link}`,
    });
  });

  it('gives a payment_url that opens the order’s payment page', async () => {
    const order = insertOrder(server.db, { userId: owner.id, status: 'needs_payment', total: 4_321, paymentType: 'cash' });
    const { url } = ok(await shopCall(server, 'createPaymentLink', { body: { order_id: order.id, payment_type: 'no_cash' }, token: owner.token }));
    const link = url.split('/').pop()!;
    const { payment_url } = ok(await shopCall(server, 'paymentDataByLink', { id: link }));
    expect(payment_url).not.toBeNull();
    const page = await fetch(new URL(payment_url!, server.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain(`data-payment-token="${link}"`);
  });

  it("answers 404 for someone else's order and refuses orders that need no payment", async () => {
    const order = insertOrder(server.db, { userId: owner.id, status: 'needs_payment', total: 500 });
    const paid = insertOrder(server.db, { userId: owner.id, status: 'paid', total: 500 });
    const body = { order_id: order.id, payment_type: 'liqpay' };
    expect(failure(await shopCall(server, 'createPaymentLink', { body, token: stranger.token })).status).toBe(404);
    expect(failure(await shopCall(server, 'createPaymentLink', { body: { ...body, order_id: 987_654 }, token: owner.token })).status).toBe(404);
    expect(failure(await shopCall(server, 'createPaymentLink', { body: { ...body, order_id: paid.id }, token: owner.token })).status).toBe(409);
    const cash = failure(await shopCall(server, 'createPaymentLink', { body: { ...body, payment_type: 'cash' }, token: owner.token }));
    expect([cash.status, cash.fields]).toEqual([422, { payment_type: 'validation.invalid' }]);
    const company = failure(await shopCall(server, 'createPaymentLink', { body: { ...body, payment_type: 'no_cash_company' }, token: owner.token }));
    expect(company.status).toBe(422);
  });

  it('shows paid and cancelled orders by their public id, without a payment address', async () => {
    const paid = insertOrder(server.db, { userId: null, status: 'paid', total: 999, paymentType: 'card_on_receipt' });
    const cancelled = insertOrder(server.db, { userId: owner.id, status: 'cancelled', total: 100, paymentType: 'something-old' });
    expect(ok(await shopCall(server, 'paymentDataByLink', { id: paid.publicId }))).toEqual({
      order_id: paid.id,
      status: 'paid',
      amount: 999,
      payment_type: 'card_on_receipt',
      payment_url: null,
    });
    const data = ok(await shopCall(server, 'paymentDataByLink', { id: cancelled.publicId }));
    expect([data.status, data.payment_type, data.payment_url]).toEqual(['cancelled', 'cash', null]);
  });

  it('shows every stored payment link (the seeded ones included) as its order stands', async () => {
    const order = insertOrder(server.db, { userId: owner.id, status: 'needs_payment', total: 777, productIds: [onCredit(0)] });
    ok(await shopCall(server, 'createPaymentLink', { body: { order_id: order.id, payment_type: 'credit' }, token: owner.token }));
    const links = server.db
      .prepare('SELECT l.token, o.id, o.status, o.total FROM payment_links l JOIN orders o ON o.id = l.order_id')
      .all() as { token: string; id: number; status: string; total: number }[];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const data = ok(await shopCall(server, 'paymentDataByLink', { id: link.token }));
      expect([data.order_id, data.status, data.amount]).toEqual([link.id, link.status, link.total]);
      expect(data.payment_url === null).toBe(link.status !== 'needs_payment');
    }
  });

  it('takes credit for an order of products sold on credit, without a promo code or bonuses', async () => {
    const order = insertOrder(server.db, { userId: owner.id, status: 'needs_payment', total: 20_000, productIds: [onCredit(0), onCredit(1)] });
    ok(await shopCall(server, 'createPaymentLink', { body: { order_id: order.id, payment_type: 'credit' }, token: owner.token }));
    expect(server.db.prepare('SELECT payment_type FROM orders WHERE id = ?').get(order.id)).toEqual({ payment_type: 'credit' });
  });

  it('refuses credit with a promo code, with spent bonuses, or with a product not sold on credit, and keeps the order as it was', async () => {
    const cases: [Partial<OrderOptions>, string][] = [
      [{ productIds: [onCredit(0)], promoCode: 'VITRINA10' }, 'errors.credit_not_with_promo_code'],
      [{ productIds: [onCredit(0)], bonusesSpent: 100 }, 'errors.promo_or_bonuses_not_with_credit'],
      [{ productIds: [onCredit(0), notOnCredit()] }, 'errors.credit_no_options'],
      [{ productIds: [] }, 'errors.credit_no_options'],
    ];
    for (const [options, key] of cases) {
      const order = insertOrder(server.db, { userId: owner.id, status: 'needs_payment', total: 20_000, paymentType: 'cash', ...options });
      const answer = failure(await shopCall(server, 'createPaymentLink', { body: { order_id: order.id, payment_type: 'credit' }, token: owner.token }));
      expect([answer.status, answer.code, answer.fields], key).toEqual([422, key, { payment_type: key }]);
      expect(server.db.prepare('SELECT payment_type FROM orders WHERE id = ?').get(order.id)).toEqual({ payment_type: 'cash' });
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM payment_links WHERE order_id = ?').get(order.id)).toEqual({ n: 0 });
    }
    // The promo code and the bonuses stand in the way of credit only.
    const promo = insertOrder(server.db, { userId: owner.id, status: 'needs_payment', total: 20_000, productIds: [notOnCredit()], promoCode: 'VITRINA10', bonusesSpent: 100 });
    ok(await shopCall(server, 'createPaymentLink', { body: { order_id: promo.id, payment_type: 'liqpay' }, token: owner.token }));
  });

  it('answers 404 for a link that does not exist, whatever it looks like', async () => {
    for (const link of ['A'.repeat(43), 'short', "' OR 1=1 --", '%', String(1)]) {
      expect(failure(await shopCall(server, 'paymentDataByLink', { id: link })).status, link).toBe(404);
    }
  });
});

describe('POST monobank/check_success_callback and abank/check_success_callback (simulated)', () => {
  it('marks the owner credit order paid when the bank knows the phone', async () => {
    const order = insertOrder(server.db, { userId: owner.id, status: 'needs_payment', total: 30_000, paymentType: 'credit', phone: '+38 067 000 00 02' });
    expect(ok(await shopCall(server, 'monobankCheckSuccessCallback', { body: { order_id: order.id }, token: owner.token }))).toEqual({ status: 'paid' });
    expect(server.db.prepare('SELECT status FROM orders WHERE id = ?').get(order.id)).toEqual({ status: 'paid' });
    expect(ok(await shopCall(server, 'abankCheckSuccessCallback', { body: { order_id: order.id }, token: owner.token }))).toEqual({ status: 'paid' });
  });

  it('leaves the order unpaid when the bank does not know the phone or it is not a credit order', async () => {
    const odd = insertOrder(server.db, { userId: owner.id, status: 'needs_payment', total: 30_000, paymentType: 'credit', phone: '+38 067 000 00 03' });
    expect(ok(await shopCall(server, 'abankCheckSuccessCallback', { body: { order_id: odd.id }, token: owner.token }))).toEqual({ status: 'needs_payment' });
    const liqpay = insertOrder(server.db, { userId: owner.id, status: 'needs_payment', total: 300, paymentType: 'liqpay', phone: '+38 067 000 00 02' });
    expect(ok(await shopCall(server, 'monobankCheckSuccessCallback', { body: { order_id: liqpay.id }, token: owner.token }))).toEqual({
      status: 'needs_payment',
    });
    const cancelled = insertOrder(server.db, { userId: owner.id, status: 'cancelled', total: 300, paymentType: 'credit', phone: '+38 067 000 00 02' });
    expect(ok(await shopCall(server, 'monobankCheckSuccessCallback', { body: { order_id: cancelled.id }, token: owner.token }))).toEqual({
      status: 'cancelled',
    });
  });

  it("uses the account's phone when the order has none", async () => {
    // The owner's phone ends in 4: registered.
    const order = insertOrder(server.db, { userId: owner.id, status: 'needs_payment', total: 5_000, paymentType: 'credit' });
    expect(ok(await shopCall(server, 'abankCheckSuccessCallback', { body: { order_id: order.id }, token: owner.token }))).toEqual({ status: 'paid' });
  });

  it('lets the holder of the payment link ask, and nobody else', async () => {
    const order = insertOrder(server.db, { userId: null, status: 'needs_payment', total: 8_000, paymentType: 'credit', phone: '0501112230' });
    const body = { order_id: order.id };
    expect(failure(await shopCall(server, 'monobankCheckSuccessCallback', { body })).status).toBe(404);
    expect(failure(await shopCall(server, 'monobankCheckSuccessCallback', { body, token: stranger.token })).status).toBe(404);
    const other = insertOrder(server.db, { userId: null, status: 'needs_payment', total: 1, paymentType: 'credit' });
    expect(failure(await shopCall(server, 'monobankCheckSuccessCallback', { body, token: other.publicId })).status).toBe(404);
    expect(ok(await shopCall(server, 'monobankCheckSuccessCallback', { body, token: order.publicId }))).toEqual({ status: 'paid' });
    expect(ok(await shopCall(server, 'paymentDataByLink', { id: order.publicId })).status).toBe('paid');
  });

  it('answers 404 for an order that does not exist', async () => {
    expect(failure(await shopCall(server, 'abankCheckSuccessCallback', { body: { order_id: 987_654 }, token: owner.token })).status).toBe(404);
  });
});
