import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/start-test-server';
import { createAccount, insertOrder, type TestAccount } from './testing/accounts';
import { failure, ok, shopCall } from './testing/shop-call';

let server: TestServer;
let owner: TestAccount;
let stranger: TestAccount;
beforeAll(async () => {
  server = await startTestServer();
  owner = await createAccount(server);
  stranger = await createAccount(server);
});
afterAll(() => server.close());

const PROVIDER_URL = /^\/simulated-pay\/([A-Za-z0-9_-]{43})$/;

/** A guest's order that needs payment, with a payment link of its own. */
function guestOrder(total = 2_500) {
  const order = insertOrder(server.db, { userId: null, status: 'needs_payment', total, paymentType: 'cash' });
  const link = `holder-link-${order.id}-${'x'.repeat(24)}`;
  server.db.prepare('INSERT INTO payment_links (token, order_id, created_at) VALUES (?, ?, ?)').run(link, order.id, new Date().toISOString());
  return { ...order, link };
}

const sessionOf = (id: string) =>
  server.db.prepare('SELECT order_id, link, amount, outcome, finished_at FROM payment_sessions WHERE id = ?').get(id) as
    | { order_id: number; link: string; amount: number; outcome: string | null; finished_at: string | null }
    | undefined;
const orderRow = (id: number) => server.db.prepare('SELECT status, payment_type FROM orders WHERE id = ?').get(id);

describe('create_payment_link for a card payment (liqpay)', () => {
  it('sends the owner to the card-payment provider with an open session at the order’s total, under a new payment link', async () => {
    const order = insertOrder(server.db, { userId: owner.id, status: 'needs_payment', total: 12_345, paymentType: 'cash' });
    const { url } = ok(await shopCall(server, 'createPaymentLink', { body: { order_id: order.id, payment_type: 'liqpay' }, token: owner.token }));
    const session = sessionOf(PROVIDER_URL.exec(url)?.[1] ?? '');
    expect(session).toMatchObject({ order_id: order.id, amount: 12_345, outcome: null, finished_at: null });
    expect(orderRow(order.id)).toEqual({ status: 'needs_payment', payment_type: 'liqpay' });
    // The session returns the shopper with a payment link of the order, which opens its data.
    expect(ok(await shopCall(server, 'paymentDataByLink', { id: session!.link })).order_id).toBe(order.id);
  });

  it('opens a new session for each request, so two tabs never share one', async () => {
    const order = insertOrder(server.db, { userId: owner.id, status: 'needs_payment', total: 700 });
    const body = { order_id: order.id, payment_type: 'liqpay' };
    const first = ok(await shopCall(server, 'createPaymentLink', { body, token: owner.token })).url;
    const second = ok(await shopCall(server, 'createPaymentLink', { body, token: owner.token })).url;
    expect(first).toMatch(PROVIDER_URL);
    expect(second).toMatch(PROVIDER_URL);
    expect(second).not.toBe(first);
  });
});

describe('create_payment_link for the holder of the order’s payment link', () => {
  it('answers the holder who sends the link’s key, or the order’s public id, as the bearer token', async () => {
    const order = guestOrder(3_100);
    const byKey = ok(await shopCall(server, 'createPaymentLink', { body: { order_id: order.id, payment_type: 'liqpay' }, token: order.link }));
    expect(sessionOf(PROVIDER_URL.exec(byKey.url)?.[1] ?? '')).toMatchObject({ order_id: order.id, amount: 3_100 });
    const byPublicId = ok(await shopCall(server, 'createPaymentLink', { body: { order_id: order.id, payment_type: 'no_cash' }, token: order.publicId }));
    expect(byPublicId.url).toMatch(/^\/payment\/[A-Za-z0-9_-]{43}$/);
    expect(orderRow(order.id)).toEqual({ status: 'needs_payment', payment_type: 'no_cash' });
  });

  it('keeps someone else’s order unknown: a stranger, another order’s link, a made-up key', async () => {
    const order = guestOrder();
    const other = guestOrder();
    const body = { order_id: order.id, payment_type: 'liqpay' };
    for (const token of [stranger.token, other.link, other.publicId, 'y'.repeat(43), owner.token]) {
      expect(failure(await shopCall(server, 'createPaymentLink', { body, token })).status, token).toBe(404);
    }
    expect(failure(await shopCall(server, 'createPaymentLink', { body })).status).toBe(401);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM payment_sessions WHERE order_id = ?').get(order.id)).toEqual({ n: 0 });
    expect(orderRow(order.id)).toEqual({ status: 'needs_payment', payment_type: 'cash' });
  });

  it('refuses what the owner is refused: a paid order, payment on receipt, company transfers without a corporate account', async () => {
    const order = guestOrder();
    const paid = insertOrder(server.db, { userId: null, status: 'paid', total: 100 });
    expect(failure(await shopCall(server, 'createPaymentLink', { body: { order_id: paid.id, payment_type: 'liqpay' }, token: paid.publicId })).status).toBe(409);
    for (const type of ['cash', 'card_on_receipt', 'no_cash_company', 'no_cash_fop']) {
      const answer = failure(await shopCall(server, 'createPaymentLink', { body: { order_id: order.id, payment_type: type }, token: order.link }));
      expect([answer.status, answer.fields], type).toEqual([422, { payment_type: 'validation.invalid' }]);
    }
  });
});

describe('get_payment_data_by_link for a credit order', () => {
  it.each([
    [5, 'mono-internet-pch'],
    [277, 'abank-internet'],
    [1, 'pb-mgnovennyj-kredit'],
  ])('names the credit type of provider %i', async (provider, creditType) => {
    const order = insertOrder(server.db, { userId: null, status: 'needs_payment', total: 9_000, paymentType: 'credit', creditProviderId: provider });
    expect(ok(await shopCall(server, 'paymentDataByLink', { id: order.publicId })).credit_type).toBe(creditType);
  });

  it('names none for an order that is not on credit or has no known bank', async () => {
    const card = insertOrder(server.db, { userId: null, status: 'needs_payment', total: 9_000, paymentType: 'liqpay', creditProviderId: 5 });
    const unknown = insertOrder(server.db, { userId: null, status: 'needs_payment', total: 9_000, paymentType: 'credit', creditProviderId: 999 });
    const none = insertOrder(server.db, { userId: null, status: 'needs_payment', total: 9_000, paymentType: 'credit' });
    for (const order of [card, unknown, none]) expect(ok(await shopCall(server, 'paymentDataByLink', { id: order.publicId })).credit_type).toBeUndefined();
  });
});
