import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { createTestUser, findProduct, getPage, postForm, type ProductRef, type TestUser } from './testing/page-kit';

let server: TestServer;
let buyable: ProductRef;
let waiting: ProductRef;
let outOfStock: ProductRef;
beforeAll(async () => {
  server = await startTestServer();
  buyable = findProduct(server.db, 'p.btn_to_cart = 1 AND p.btn_preorder = 0 AND p.btn_notify = 0 AND p.is_available_to_buy = 1');
  waiting = findProduct(server.db, 'p.in_waiting = 1 AND p.btn_preorder = 1 AND p.btn_to_cart = 0');
  outOfStock = findProduct(server.db, 'p.not_available = 1 AND p.btn_notify = 1 AND p.btn_to_cart = 0 AND p.btn_preorder = 0');
});
afterAll(() => server.close());

const count = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;
const oneClickOrders = () => count("SELECT COUNT(*) AS n FROM orders WHERE kind = 'one_click'");
const preordersOf = (userId: number) => count('SELECT COUNT(*) AS n FROM preorders WHERE user_id = ? AND product_id = ?', userId, waiting.id);
const remindersFor = (email: string) => count('SELECT COUNT(*) AS n FROM availability_reminders WHERE product_id = ? AND email = ?', outOfStock.id, email);
const fieldTag = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
/** The product page's order section, whatever it offers. */
const orderSection = (html: string) => /<section id="order"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
/** The texts of the alerts in some HTML. */
const alerts = (html: string) => [...html.matchAll(/<p[^>]*role="alert"[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
/** Another product than the ones the other tests use, to change in the database. */
const spareProduct = (where: string) => findProduct(server.db, `(${where}) AND p.id NOT IN (${[buyable.id, waiting.id, outOfStock.id].join(',')})`);

/** A form posted to the shop from another site's page. */
function crossSitePost(path: string, fields: Record<string, string>, cookies = '') {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', cookie: cookies },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('the product page’s order forms without script', () => {
  it('post to the shop’s page routes, never to the JSON API, and keep their islands', async () => {
    const user = createTestUser(server.db);
    const pages = [
      (await getPage(server, `/${buyable.slug}`)).html,
      (await getPage(server, `/${waiting.slug}`, { cookies: user.cookies })).html,
      (await getPage(server, `/${outOfStock.slug}`)).html,
    ];
    expect(pages[0]).toContain('action="/order/one-click"');
    expect(pages[1]).toContain('action="/order/preorder"');
    expect(pages[2]).toContain('action="/order/reminder"');
    for (const html of pages) {
      expect(html).not.toMatch(/<form[^>]*action="\/api\//);
      expect(html).toMatch(/<section id="order"[^>]*data-widget="order-type" data-product-id="\d+" data-order-type="(buy|preorder|notify)"/);
    }
    // The order panel offers the fast order where the page does.
    expect(pages[0]).toMatch(/data-widget="order-type"[^>]*data-order-type="buy" data-one-click="1"/);
    for (const name of ['name', 'phone', 'email']) expect(fieldTag(pages[1]!, name)).toBeTruthy();
    expect(fieldTag(pages[1]!, 'name')).toContain('required');
    expect(fieldTag(pages[1]!, 'email')).not.toContain('required');
  });
});

describe('the one-click order form', () => {
  it('places the order and opens the order result page with its number', async () => {
    const answer = await postForm(server, '/order/one-click', { product_id: String(buyable.id), phone: '(050) 765-43-21' });
    expect(answer.status).toBe(303);
    const orderId = Number(/^\/order\/result\?status=success&order=(\d+)$/.exec(answer.headers.get('location') ?? '')?.[1]);
    const order = server.db.prepare('SELECT kind, phone, items FROM orders WHERE id = ?').get(orderId) as { kind: string; phone: string; items: string };
    expect(order).toMatchObject({ kind: 'one_click', phone: '380507654321' });
    expect(JSON.parse(order.items)).toMatchObject([{ product_id: buyable.id, quantity: 1 }]);
    expect((await getPage(server, answer.headers.get('location')!)).html).toContain(`Замовлення №${orderId} оформлено`);
  });

  it('shows the form again, open, with the phone’s message and what was typed', async () => {
    const before = oneClickOrders();
    const answer = await postForm(server, '/order/one-click', { product_id: String(buyable.id), phone: '123' });
    expect(answer.status).toBe(422);
    expect(answer.html).toMatch(/<details id="order-fast" class="order-type" name="order-type" open/);
    expect(answer.html.match(/name="order-type" open/g)).toHaveLength(1);
    expect(answer.html).toContain('Вкажіть правильний номер телефону');
    expect(fieldTag(answer.html, 'phone')).toContain('value="123"');
    expect(fieldTag(answer.html, 'phone')).toContain('aria-invalid="true"');
    // The page's links are the product page's, not the form's address.
    expect(answer.html).toContain(`href="/${buyable.slug}?lang=ru"`);
    expect(oneClickOrders()).toBe(before);
  });

  it('refuses a post from another site', async () => {
    const before = oneClickOrders();
    const answer = await crossSitePost('/order/one-click', { product_id: String(buyable.id), phone: '0501234567' });
    expect(answer.status).toBe(403);
    expect(oneClickOrders()).toBe(before);
  });

  it('says in the order section that the order was not taken when the buy button was turned off after the page was opened', async () => {
    const product = spareProduct('p.btn_to_cart = 1 AND p.btn_preorder = 0 AND p.btn_notify = 0 AND p.is_available_to_buy = 1');
    expect((await getPage(server, `/${product.slug}`)).html).toContain('action="/order/one-click"');
    server.db.prepare('UPDATE products SET btn_to_cart = 0 WHERE id = ?').run(product.id);
    const before = oneClickOrders();

    const answer = await postForm(server, '/order/one-click', { product_id: String(product.id), phone: '0501234567' });
    expect(answer.status).toBe(422);
    expect(answer.html).not.toContain('action="/order/one-click"');
    expect(alerts(orderSection(answer.html))).toEqual(['Швидке замовлення не прийнято. Цей товар зараз не можна купити']);
    expect(oneClickOrders()).toBe(before);

    const russian = await postForm(server, '/order/one-click', { product_id: String(product.id), phone: '0501234567' }, { cookies: { lang: 'ru' } });
    expect(alerts(orderSection(russian.html))).toEqual(['Быстрый заказ не принят. Этот товар сейчас нельзя купить']);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await postForm(server, '/order/one-click', { product_id: '999999999', phone: '0501234567' })).status).toBe(404);
    expect((await postForm(server, '/order/one-click', { product_id: 'abc', phone: '0501234567' })).status).toBe(404);
  });
});

describe('the pre-order form', () => {
  /** Posts the pre-order form for the awaited product as the user. */
  const preOrder = (user: TestUser, fields: { name: string; phone: string; email: string }) =>
    postForm(server, '/order/preorder', { product_id: String(waiting.id), ...fields }, { cookies: user.cookies });

  it('pre-orders the product for the user, and the product page then says it is done', async () => {
    const user = createTestUser(server.db);
    const answer = await preOrder(user, { name: 'Олена', phone: '+38 067 111 22 33', email: '' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/${waiting.slug}#order`);
    expect(preordersOf(user.id)).toBe(1);
    const outbox = server.db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC').get(user.email) as { body: string };
    expect(outbox.body).toContain('Олена, +38 067 111 22 33');

    const page = (await getPage(server, `/${waiting.slug}`, { cookies: user.cookies })).html;
    expect(page).toContain('Передзамовлення оформлено. Ми зв’яжемося з вами, щойно товар надійде');
    expect(page).not.toContain('action="/order/preorder"');
  });

  it('shows the form again with each field’s message and what was typed', async () => {
    const user = createTestUser(server.db);
    const answer = await preOrder(user, { name: '', phone: 'abc', email: 'not-an-email' });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('Вкажіть ім’я');
    expect(answer.html).toContain('Вкажіть правильний номер телефону');
    expect(answer.html).toContain('Вкажіть правильний e-mail');
    expect(fieldTag(answer.html, 'phone')).toContain('value="abc"');
    expect(fieldTag(answer.html, 'email')).toContain('value="not-an-email"');
    expect(preordersOf(user.id)).toBe(0);
  });

  it('says so when the product is pre-ordered already (a page opened before)', async () => {
    const user = createTestUser(server.db);
    const fields = { product_id: String(waiting.id), name: 'Олена', phone: '0671112233' };
    await postForm(server, '/order/preorder', fields, { cookies: user.cookies });
    const again = await postForm(server, '/order/preorder', fields, { cookies: user.cookies });
    expect(again.status).toBe(422);
    expect(again.html).toContain('Ви вже оформили передзамовлення на цей товар');
    expect(preordersOf(user.id)).toBe(1);
  });

  it('says in the order section that the pre-order was not taken when the product became buyable after the page was opened', async () => {
    const user = createTestUser(server.db);
    const product = spareProduct('p.in_waiting = 1 AND p.btn_preorder = 1 AND p.btn_to_cart = 0');
    expect((await getPage(server, `/${product.slug}`, { cookies: user.cookies })).html).toContain('action="/order/preorder"');
    server.db.prepare('UPDATE products SET in_waiting = 0, btn_preorder = 0, btn_to_cart = 1, is_available_to_buy = 1 WHERE id = ?').run(product.id);

    const answer = await postForm(server, '/order/preorder', { product_id: String(product.id), name: 'Олена', phone: '0671112233' }, { cookies: user.cookies });
    expect(answer.status).toBe(422);
    expect(answer.html).not.toContain('action="/order/preorder"');
    expect(orderSection(answer.html)).toContain('data-order-type="buy"');
    expect(alerts(orderSection(answer.html))).toEqual(['Передзамовлення не оформлено. Щось пішло не так']);
    expect(count('SELECT COUNT(*) AS n FROM preorders WHERE user_id = ?', user.id)).toBe(0);
  });

  it('sends a guest to log in first, back to the product’s order section after', async () => {
    const guestPage = (await getPage(server, `/${waiting.slug}`)).html;
    expect(guestPage).toContain(`href="/login?next=${encodeURIComponent(`/${waiting.slug}#order`)}"`);
    expect(guestPage).not.toContain('action="/order/preorder"');

    const before = count('SELECT COUNT(*) AS n FROM preorders');
    const answer = await postForm(server, '/order/preorder', { product_id: String(waiting.id), name: 'Гість', phone: '0671112233' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/login?next=${encodeURIComponent(`/${waiting.slug}#order`)}`);
    expect(count('SELECT COUNT(*) AS n FROM preorders')).toBe(before);
  });

  it('refuses a post from another site, even with the user’s cookie', async () => {
    const user = createTestUser(server.db);
    const answer = await crossSitePost('/order/preorder', { product_id: String(waiting.id), name: 'Олена', phone: '0671112233' }, `token=${encodeURIComponent(user.token)}`);
    expect(answer.status).toBe(403);
    expect(preordersOf(user.id)).toBe(0);
  });
});

describe('the reminder form', () => {
  it('asks for a reminder, and the product page then says it will write', async () => {
    const email = `remind-${randomUUID()}@example.com`;
    const answer = await postForm(server, '/order/reminder', { product_id: String(outOfStock.id), email });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/${outOfStock.slug}?reminder=sent#order`);
    expect(remindersFor(email)).toBe(1);
    expect((await getPage(server, answer.headers.get('location')!)).html).toContain('Дякуємо! Ми повідомимо вас, коли товар з’явиться в наявності');
  });

  it('shows the form again with the e-mail’s message and what was typed', async () => {
    const answer = await postForm(server, '/order/reminder', { product_id: String(outOfStock.id), email: 'nobody@' });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('Вкажіть правильний e-mail');
    expect(fieldTag(answer.html, 'email')).toContain('value="nobody@"');
    expect(remindersFor('nobody@')).toBe(0);
  });

  it('refuses a post from another site', async () => {
    const email = `cross-${randomUUID()}@example.com`;
    expect((await crossSitePost('/order/reminder', { product_id: String(outOfStock.id), email })).status).toBe(403);
    expect(remindersFor(email)).toBe(0);
  });
});
