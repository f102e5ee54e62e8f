import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { choose, orderStatus, orderWithLink, startPayment } from './testing/payment-kit';
import { createTestUser, getPage, postForm } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The result page as the provider sends a shopper to it. */
const resultPage = async (path: string | null, cookies?: Record<string, string>) => (await getPage(server, path ?? '', { cookies })).html;

describe('the order result page after a payment', () => {
  it('success: the order is paid, with its amount', async () => {
    const order = orderWithLink(server.db, { total: 7_777 });
    const html = await resultPage(await choose(server, await startPayment(server, order.link), 'pay'));
    expect(html).toContain(`Замовлення №${order.id} оплачено. Дякуємо!`);
    expect(html).toContain('status-badge--paid');
    expect(html).toContain('7 777 грн');
    expect(html).not.toContain('/order/pay/');
  });

  it('failure: the payment page is offered to pay again, with the support phone', async () => {
    const order = orderWithLink(server.db);
    const html = await resultPage(await choose(server, await startPayment(server, order.link), 'fail'));
    expect(html).toContain('Оплата не пройшла');
    expect(html).toContain(`Не вдалося оплатити замовлення №${order.id}`);
    expect(html).toContain(`<a class="button button--primary" href="/order/pay/${order.link}">Оплатити ще раз</a>`);
    expect(html).toContain('0 800 30 00 33');
    expect(html).toContain('status-badge--needs_payment');
  });

  it('cancelled: the order is shown cancelled, with its page', async () => {
    const order = orderWithLink(server.db);
    const location = await choose(server, await startPayment(server, order.link), 'cancel');
    const html = await resultPage(`${location}&lang=ru`);
    expect(html).toContain('Оплата отменена');
    expect(html).toContain(`Оплата заказа №${order.id} отменена.`);
    expect(html).toContain('status-badge--cancelled');
    expect(html).toContain(`href="/order/pay/${order.link}">Страница заказа</a>`);
  });
});

describe('who sees an order on the result page', () => {
  it('its owner, signed in, without the link: the payment page by the order’s own id', async () => {
    const owner = createTestUser(server.db);
    const order = orderWithLink(server.db, { userId: owner.id, total: 3_210 });
    const html = await resultPage(`/order/result?status=failure&order=${order.id}`, owner.cookies);
    expect(html).toContain('3 210 грн');
    expect(html).toContain(`href="/order/pay/${order.publicId}"`);
  });

  it('nobody else: a guessed number, someone else’s link, a stranger signed in — only the number they gave', async () => {
    const owner = createTestUser(server.db);
    const stranger = createTestUser(server.db);
    const order = orderWithLink(server.db, { userId: owner.id, total: 3_210 });
    const other = orderWithLink(server.db);
    const cases: [string, Record<string, string> | undefined][] = [
      [`/order/result?status=failure&order=${order.id}`, undefined],
      [`/order/result?status=failure&order=${order.id}&link=${other.link}`, undefined],
      [`/order/result?status=failure&order=${order.id}&link=${'z'.repeat(43)}`, undefined],
      [`/order/result?status=cancelled&order=${order.id}`, stranger.cookies],
      [`/order/result?status=success&order=${order.id}`, stranger.cookies],
    ];
    for (const [path, cookies] of cases) {
      const html = await resultPage(path, cookies);
      expect(html, path).toContain(`№${order.id}`);
      expect(html, path).not.toContain('3 210 грн');
      expect(html, path).not.toContain('status-badge');
      expect(html, path).not.toContain(order.publicId);
      expect(html, path).not.toContain('/order/pay/');
    }
  });

  it('after the order placement, without a number: the general texts', async () => {
    expect(await resultPage('/order/result?status=failure')).toContain('Не вдалося оформити замовлення');
    expect((await getPage(server, '/order/result?status=paid')).status).toBe(404);
  });
});

describe('paying from the payment page without script', () => {
  it('posts to the shop, which opens a provider session and sends the shopper there', async () => {
    const order = orderWithLink(server.db, { paymentType: 'cash' });
    const page = await getPage(server, `/order/pay/${order.link}`);
    expect(page.html).toContain(`<form method="post" action="/order/pay/${order.link}"><button class="button button--primary" type="submit">Оплатити карткою</button></form>`);
    await startPayment(server, order.link);
    expect(server.db.prepare('SELECT payment_type FROM orders WHERE id = ?').get(order.id)).toEqual({ payment_type: 'liqpay' });
  });

  it('sends a paid order’s page back to itself, and refuses an unknown link or a post from another site', async () => {
    const paid = orderWithLink(server.db, { status: 'paid' });
    expect((await postForm(server, `/order/pay/${paid.link}`, {})).headers.get('location')).toBe(`/order/pay/${paid.link}`);
    expect((await postForm(server, `/order/pay/${'q'.repeat(43)}`, {})).status).toBe(404);
    const order = orderWithLink(server.db);
    const crossSite = await fetch(`${server.url}/order/pay/${order.link}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: '',
    });
    expect(crossSite.headers.get('location')).toBe(`/order/pay/${order.link}`);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM payment_sessions WHERE order_id = ?').get(order.id)).toEqual({ n: 0 });
    expect(orderStatus(server.db, order.id)).toBe('needs_payment');
  });
});

describe('the profile’s purchases', () => {
  it('link an order that needs payment to its payment page, and name every status in uk and ru', async () => {
    const user = createTestUser(server.db);
    const unpaid = orderWithLink(server.db, { userId: user.id });
    const paid = orderWithLink(server.db, { userId: user.id, status: 'paid' });
    const cancelled = orderWithLink(server.db, { userId: user.id, status: 'cancelled' });
    const { html } = await getPage(server, '/profile/purchases', { cookies: user.cookies });
    expect(html).toContain(`href="/order/pay/${unpaid.publicId}" aria-label="Оплатити замовлення №${unpaid.id}">Оплатити</a>`);
    expect(html).not.toContain(paid.publicId);
    expect(html).not.toContain(cancelled.publicId);
    for (const text of ['Очікує оплати', 'Оплачено', 'Скасовано']) expect(html).toContain(text);

    const ru = (await getPage(server, '/profile/purchases?lang=ru', { cookies: user.cookies })).html;
    expect(ru).toContain(`aria-label="Оплатить заказ №${unpaid.id}">Оплатить</a>`);
    for (const text of ['Ожидает оплаты', 'Оплачен', 'Отменён']) expect(ru).toContain(text);

    const payPage = await getPage(server, `/order/pay/${unpaid.publicId}`, { cookies: user.cookies });
    expect(payPage.html).toContain(`data-payment-token="${unpaid.publicId}"`);
  });
});
