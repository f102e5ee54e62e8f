import { DEFAULT_CITY_ID, formatPrice } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { attribute, cookieHeader, createTestUser, decodeHtml, getPage, postForm, setCookieValue } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(server.logged).toEqual([]);
  await server.close();
});

const NO_GIFT = 'NOT EXISTS (SELECT 1 FROM product_gifts g WHERE g.product_id = p.id)';

function product(where = '1'): { id: number; price: number } {
  return server.db
    .prepare(
      `SELECT p.id, COALESCE(p.price_with_discount, p.price) AS price FROM products p JOIN categories c ON c.id = p.category_id
       WHERE c.is_services = 0 AND p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND p.is_corporate = 0 AND ${NO_GIFT} AND (${where})
       ORDER BY price, p.id LIMIT 1`,
    )
    .get() as { id: number; price: number };
}

/** A guest's cart of one product through the no-script buy button; the browser's cookies for it. */
async function guestCart(productId = product().id): Promise<{ cartId: string; cookies: Record<string, string> }> {
  const bought = await postForm(server, '/cart', { product_id: String(productId) });
  const cartId = setCookieValue(bought.headers, 'cart_id')!;
  return { cartId, cookies: { cart_id: cartId } };
}

/** The opening tag of the form control named `name` (and of that value, for radios). */
function control(html: string, name: string, value?: string): string | undefined {
  const tags = html.match(/<(input|select|textarea)\b[^>]*>/g) ?? [];
  return tags.find((tag) => attribute(tag, 'name') === name && (value === undefined || attribute(tag, 'value') === value));
}

function hidden(html: string, name: string): string {
  return attribute(control(html, name) ?? '', 'value') ?? '';
}

/** The form's fields as a browser posts them after the shopper fills it in. */
async function filledForm(cookies: Record<string, string>, extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const { html } = await getPage(server, '/checkout', { cookies });
  const branch = server.db.prepare("SELECT id FROM delivery_departments WHERE city_id = ? AND kind = 'branch' ORDER BY number LIMIT 1").get(DEFAULT_CITY_ID) as { id: number };
  return {
    idempotency_key: hidden(html, 'idempotency_key'),
    expected_total: hidden(html, 'expected_total'),
    'person.lastName': 'Шевченко',
    'person.firstName': 'Марія',
    'person.middleName': 'Петрівна',
    'person.phone': '+38 067 765 43 21',
    'person.email': 'maria@example.com',
    recipient: 'me',
    'delivery.city_id': String(DEFAULT_CITY_ID),
    delivery: 'newpost',
    'delivery.branch_id': String(branch.id),
    payment: 'cash',
    promo_code: '',
    privacyConsent: '1',
    action: 'order',
    ...extra,
  };
}

const ordersOf = (cartId: string) => server.db.prepare('SELECT * FROM orders WHERE cart_id = ? ORDER BY id').all(cartId) as { id: number; user_id: number | null; payment_type: string; total: number }[];

describe('the checkout page', () => {
  it('is a full form: buyer, recipient, city and delivery with its branches, lockers, address and shops, payment, passport, a fresh key per view', async () => {
    const { cookies } = await guestCart();
    const first = await getPage(server, '/checkout', { cookies });
    const { html } = first;
    expect(html).toContain('data-widget="checkout"');
    for (const name of ['person.lastName', 'person.firstName', 'person.middleName', 'person.phone', 'person.email', 'recipient.person.lastName', 'recipient.person.phone']) {
      expect(control(html, name), name).toBeDefined();
    }
    for (const name of ['delivery.city_id', 'delivery.branch_id', 'delivery.locker_id', 'delivery.address.street', 'delivery.address.building', 'delivery.address.apartment', 'delivery.store_id', 'passport', 'promo_code', 'comment', 'privacyConsent']) {
      expect(control(html, name), name).toBeDefined();
    }
    for (const value of ['me', 'another']) expect(control(html, 'recipient', value)).toBeDefined();
    for (const value of ['newpost', 'np-mailbox', 'courier', 'self-delivery']) expect(control(html, 'delivery', value)).toBeDefined();
    for (const value of ['liqpay', 'cash', 'card_on_receipt', 'credit', 'no_cash']) expect(control(html, 'payment', value)).toBeDefined();
    expect(control(html, 'payment', 'no_cash_company')).toBeUndefined();
    expect(control(html, 'company.companyCode')).toBeUndefined();
    expect(html).toMatch(new RegExp(`<option value="${DEFAULT_CITY_ID}" selected="">`));
    expect(html).not.toContain('JavaScript');
    const key = hidden(html, 'idempotency_key');
    expect(key).toMatch(/^[\w-]{36}$/);
    expect(hidden((await getPage(server, '/checkout', { cookies })).html, 'idempotency_key')).not.toBe(key);
  });

  it('offers a corporate buyer the company fields and the transfers, and no credit', async () => {
    const user = createTestUser(server.db, { role: 'corporate' });
    await postForm(server, '/cart', { product_id: String(product().id) }, { cookies: user.cookies });
    const { html } = await getPage(server, '/checkout', { cookies: user.cookies });
    for (const name of ['company.companyName', 'company.companyCode', 'company.taxNumber', 'company.passport']) expect(control(html, name), name).toBeDefined();
    expect(control(html, 'payment', 'no_cash_company')).toBeDefined();
    expect(control(html, 'payment', 'no_cash_fop')).toBeDefined();
    expect(control(html, 'payment', 'credit')).toBeUndefined();
  });

  it('disables the deliveries a product rules out, and credit without credit offers, each with the reason', async () => {
    const { cookies } = await guestCart(product('p.parcel_locker = 0 AND p.is_available_for_credit = 0').id);
    const { html } = await getPage(server, '/checkout', { cookies });
    expect(control(html, 'delivery', 'np-mailbox')).toContain('disabled');
    expect(html).toContain('Недоступно: Доставка в поштомат недоступна для деяких товарів у кошику');
    expect(control(html, 'payment', 'credit')).toContain('disabled');
    expect(html).toContain('Недоступно: Для цього замовлення немає доступних кредитних пропозицій');
  });
});

describe('posting the checkout without script', () => {
  it('places the order through the shop’s own rules and goes on to the result page; the cart is emptied', async () => {
    const item = product();
    const { cartId, cookies } = await guestCart(item.id);
    const posted = await postForm(server, '/checkout', await filledForm(cookies), { cookies });
    expect(posted.status).toBe(303);
    const [order] = ordersOf(cartId);
    expect(posted.headers.get('location')).toBe(`/order/result?status=success&order=${order!.id}`);
    expect(order).toMatchObject({ user_id: null, payment_type: 'cash', total: item.price });
    expect((await getPage(server, '/checkout', { cookies })).html).toContain('class="empty-state"');
  });

  it('places one order for the same form posted twice (a double click, a reload): both go to it', async () => {
    const { cartId, cookies } = await guestCart();
    const form = await filledForm(cookies);
    const [one, two] = await Promise.all([postForm(server, '/checkout', form, { cookies }), postForm(server, '/checkout', form, { cookies })]);
    const again = await postForm(server, '/checkout', form, { cookies });
    expect([one.status, two.status, again.status]).toEqual([303, 303, 303]);
    expect(new Set([one, two, again].map((page) => page.headers.get('location'))).size).toBe(1);
    expect(ordersOf(cartId)).toHaveLength(1);
  });

  it('goes on to the payment page for a card paid online', async () => {
    const { cartId, cookies } = await guestCart();
    const posted = await postForm(server, '/checkout', await filledForm(cookies, { payment: 'liqpay' }), { cookies });
    const [order] = ordersOf(cartId);
    const link = server.db.prepare('SELECT token FROM payment_links WHERE order_id = ?').get(order!.id) as { token: string };
    expect(posted.headers.get('location')).toBe(`/order/pay/${link.token}`);
  });

  it('comes back refused with what was typed and each problem on its field, in the page’s language; nothing is ordered', async () => {
    const { cartId, cookies } = await guestCart();
    const form = await filledForm(cookies, {
      'person.phone': '+38 012',
      'person.lastName': '<b>Шевченко</b>',
      delivery: 'courier',
      'delivery.address.street': 'вул. Хрещатик',
      'delivery.address.building': 'nope',
    });
    for (const [lang, phone, building] of [
      ['uk', 'Вкажіть правильний номер телефону', 'Вкажіть правильний номер будинку'],
      ['ru', 'Укажите правильный номер телефона', 'Укажите правильный номер дома'],
    ] as const) {
      const page = await postForm(server, '/checkout', form, { cookies: { ...cookies, lang } });
      expect(page.status).toBe(422);
      const html = decodeHtml(page.html);
      expect(control(page.html, 'person.lastName')).toContain('value="&lt;b&gt;Шевченко&lt;/b&gt;"');
      expect(control(page.html, 'delivery', 'courier')).toContain('checked');
      expect(control(page.html, 'delivery.address.building')).toContain('aria-invalid="true"');
      expect(html).toContain(`<p class="field-error" id="checkout-person-phone-error">${phone}</p>`);
      expect(html).toContain(`<p class="field-error" id="checkout-delivery-address-building-error">${building}</p>`);
      expect(html).toMatch(/<a href="#checkout-person-phone">[^<]+: [^<]+<\/a>/);
      expect(hidden(page.html, 'idempotency_key')).toBe(form.idempotency_key);
    }
    expect(ordersOf(cartId)).toHaveLength(0);
  });

  it('asks for the privacy consent before anything else', async () => {
    const { cartId, cookies } = await guestCart();
    const page = await postForm(server, '/checkout', await filledForm(cookies, { privacyConsent: '' }), { cookies });
    expect(page.status).toBe(422);
    expect(decodeHtml(page.html)).toContain('Потрібна ваша згода з політикою конфіденційності');
    expect(ordersOf(cartId)).toHaveLength(0);
  });

  it('shows another city’s branches and lockers when asked, without ordering', async () => {
    const { cartId, cookies } = await guestCart();
    const city = server.db.prepare('SELECT id FROM cities WHERE id != ? ORDER BY id LIMIT 1').get(DEFAULT_CITY_ID) as { id: number };
    const branch = server.db.prepare("SELECT id, address_uk FROM delivery_departments WHERE city_id = ? AND kind = 'branch' ORDER BY number LIMIT 1").get(city.id) as { id: number; address_uk: string };
    const page = await postForm(server, '/checkout', await filledForm(cookies, { 'delivery.city_id': String(city.id), action: 'city' }), { cookies });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(new RegExp(`<option value="${city.id}" selected="">`));
    expect(page.html).toContain(`<option value="${branch.id}"`);
    expect(decodeHtml(page.html)).toContain(branch.address_uk);
    expect(ordersOf(cartId)).toHaveLength(0);
  });

  it('shows the new total when the order costs something else than the page said, and places it once confirmed', async () => {
    const item = product();
    const { cartId, cookies } = await guestCart(item.id);
    const form = await filledForm(cookies, { promo_code: 'WELCOME5' });
    const page = await postForm(server, '/checkout', form, { cookies });
    expect(page.status).toBe(422);
    const total = item.price - Math.floor((item.price * 5) / 100);
    expect(decodeHtml(page.html)).toContain('Сума замовлення змінилася. Перевірте нову суму й підтвердьте замовлення ще раз');
    expect(hidden(page.html, 'expected_total')).toBe(String(total));
    expect(decodeHtml(page.html)).toContain(formatPrice(total, 'uk'));
    const confirmed = await postForm(server, '/checkout', { ...form, expected_total: String(total) }, { cookies });
    expect(confirmed.status).toBe(303);
    expect(ordersOf(cartId)).toMatchObject([{ total }]);
  });

  it('offers to buy a line without its gift when the gifts ran out, and places the order so', async () => {
    const { db } = server;
    const gifted = db
      .prepare('SELECT g.product_id AS id FROM product_gifts g JOIN products p ON p.id = g.product_id WHERE g.stock > 0 AND p.btn_to_cart = 1 AND p.is_corporate = 0 ORDER BY g.product_id LIMIT 1')
      .get() as { id: number };
    const { cartId, cookies } = await guestCart(gifted.id);
    const form = await filledForm(cookies, { payment: 'liqpay' });
    db.prepare('UPDATE product_gifts SET stock = 0 WHERE product_id = ?').run(gifted.id);
    const page = await postForm(server, '/checkout', form, { cookies });
    expect(page.status).toBe(422);
    expect(decodeHtml(page.html)).toContain('На жаль, подарунки закінчилися. Товар можна придбати без подарунка');
    expect(control(page.html, `without_gift.${gifted.id}`)).toBeDefined();
    const bought = await postForm(server, '/checkout', { ...form, [`without_gift.${gifted.id}`]: '1' }, { cookies });
    expect(bought.status).toBe(303);
    expect(ordersOf(cartId)).toHaveLength(1);
  });

  it('orders a signed-in shopper’s guest cart as theirs, and refuses a post from another site', async () => {
    const user = createTestUser(server.db);
    const { cartId } = await guestCart();
    const cookies = { ...user.cookies, cart_id: cartId };
    const posted = await postForm(server, '/checkout', await filledForm(cookies), { cookies });
    expect(posted.status).toBe(303);
    const order = server.db.prepare('SELECT user_id FROM orders WHERE user_id = ?').get(user.id);
    expect(order).toEqual({ user_id: user.id });

    const { cookies: victim } = await guestCart();
    const forged = await fetch(`${server.url}/checkout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', cookie: cookieHeader(victim) },
      body: new URLSearchParams(await filledForm(victim)).toString(),
    });
    expect(forged.status).toBe(403);
  });
});
