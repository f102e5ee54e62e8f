import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { choose, orderStatus, orderWithLink, resultUrl, sessionOutcomes, startPayment } from './testing/payment-kit';
import { createTestUser, getPage, postForm } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the simulated card-payment provider’s page', () => {
  it('shows the order and the amount, and offers pay, fail and cancel', async () => {
    const order = orderWithLink(server.db, { total: 12_345 });
    const session = await startPayment(server, order.link);
    const { status, html } = await getPage(server, `/simulated-pay/${session}`);
    expect(status).toBe(200);
    expect(html).toContain(`№${order.id}`);
    expect(html).toContain('12 345 грн');
    expect(html).toContain(`<form method="post" action="/simulated-pay/${session}"`);
    for (const action of ['pay', 'fail', 'cancel']) expect(html).toContain(`name="action" value="${action}"`);
    expect(html).not.toContain('data-widget');
    expect((await getPage(server, `/simulated-pay/${session}?lang=ru`)).html).toContain('Отменить оплату');
  });

  it('is not found for a session that does not exist, whatever its id looks like', async () => {
    for (const id of ['A'.repeat(43), 'short', '%27%20OR%201%3D1', 'x'.repeat(200)]) {
      expect((await getPage(server, `/simulated-pay/${id}`)).status, id).toBe(404);
      expect((await postForm(server, `/simulated-pay/${id}`, { action: 'pay' })).status, id).toBe(404);
    }
  });
});

describe('paying on the provider’s page', () => {
  it('pay: the order is paid and the shopper returns to the success result with the order', async () => {
    const order = orderWithLink(server.db);
    const session = await startPayment(server, order.link);
    expect(await choose(server, session, 'pay')).toBe(resultUrl('success', order));
    expect(orderStatus(server.db, order.id)).toBe('paid');
    expect(sessionOutcomes(server.db, order.id)).toEqual(['paid']);
  });

  it('fail: the order still needs payment and can be paid in a new session', async () => {
    const order = orderWithLink(server.db);
    expect(await choose(server, await startPayment(server, order.link), 'fail')).toBe(resultUrl('failure', order));
    expect(orderStatus(server.db, order.id)).toBe('needs_payment');
    expect(await choose(server, await startPayment(server, order.link), 'pay')).toBe(resultUrl('success', order));
    expect(sessionOutcomes(server.db, order.id)).toEqual(['failed', 'paid']);
  });

  it('cancel: the order is cancelled, the bonuses spent on it go back, and it cannot be paid any more', async () => {
    const user = createTestUser(server.db, { bonuses: 40 });
    const order = orderWithLink(server.db, { userId: user.id, bonusesSpent: 150 });
    expect(await choose(server, await startPayment(server, order.link), 'cancel')).toBe(resultUrl('cancelled', order));
    expect(orderStatus(server.db, order.id)).toBe('cancelled');
    expect(server.db.prepare('SELECT bonuses FROM users WHERE id = ?').get(user.id)).toEqual({ bonuses: 190 });
    const again = await postForm(server, `/order/pay/${order.link}`, {});
    expect(again.headers.get('location')).toBe(`/order/pay/${order.link}`);
  });

  it('a session works once: the same choice again changes nothing and shows the order as it stands', async () => {
    const order = orderWithLink(server.db);
    const session = await startPayment(server, order.link);
    await choose(server, session, 'fail');
    expect(await choose(server, session, 'pay')).toBe(resultUrl('failure', order));
    expect(await choose(server, session, 'cancel')).toBe(resultUrl('failure', order));
    expect(orderStatus(server.db, order.id)).toBe('needs_payment');
    const { html } = await getPage(server, `/simulated-pay/${session}`);
    expect(html).toContain('Цю оплату вже завершено.');
    expect(html).not.toContain('name="action"');
  });

  it('never charges twice: a replayed payment and a second tab’s session show the order paid', async () => {
    const order = orderWithLink(server.db);
    const first = await startPayment(server, order.link);
    const second = await startPayment(server, order.link);
    expect(await choose(server, first, 'pay')).toBe(resultUrl('success', order));
    expect(await choose(server, first, 'pay')).toBe(resultUrl('success', order));
    expect(await choose(server, second, 'pay')).toBe(resultUrl('success', order));
    // The second tab cannot cancel a paid order either.
    const third = orderWithLink(server.db);
    const late = await startPayment(server, third.link);
    await choose(server, await startPayment(server, third.link), 'pay');
    expect(await choose(server, late, 'cancel')).toBe(resultUrl('success', third));
    expect(orderStatus(server.db, third.id)).toBe('paid');

    expect(sessionOutcomes(server.db, order.id)).toEqual(['paid', 'refused']);
    const { html } = await getPage(server, `/simulated-pay/${second}`);
    expect(html).toContain(`Замовлення №${order.id} уже оплачено`);
    expect(html).toContain(`href="${resultUrl('success', order).replaceAll('&', '&amp;')}"`);
  });

  it('pays only the amount the session showed, and not after the session lapsed', async () => {
    const order = orderWithLink(server.db, { total: 1_000 });
    const changed = await startPayment(server, order.link);
    server.db.prepare('UPDATE orders SET total = 1500 WHERE id = ?').run(order.id);
    expect(await choose(server, changed, 'pay')).toBe(resultUrl('failure', order));
    const lapsed = await startPayment(server, order.link);
    server.db.prepare("UPDATE payment_sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?").run(lapsed);
    expect((await getPage(server, `/simulated-pay/${lapsed}`)).html).toContain('Час на оплату минув');
    expect(await choose(server, lapsed, 'pay')).toBe(resultUrl('failure', order));
    expect(orderStatus(server.db, order.id)).toBe('needs_payment');
    expect(sessionOutcomes(server.db, order.id)).toEqual(['refused', null]);
  });

  it('ignores a post from another site and an unknown choice', async () => {
    const order = orderWithLink(server.db);
    const session = await startPayment(server, order.link);
    const crossSite = await fetch(`${server.url}/simulated-pay/${session}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'action=pay',
    });
    expect(crossSite.headers.get('location')).toBe(`/simulated-pay/${session}`);
    expect((await postForm(server, `/simulated-pay/${session}`, { action: 'refund' })).headers.get('location')).toBe(`/simulated-pay/${session}`);
    expect(orderStatus(server.db, order.id)).toBe('needs_payment');
    expect(sessionOutcomes(server.db, order.id)).toEqual([null]);
  });
});
