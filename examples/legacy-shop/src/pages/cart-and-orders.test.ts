import { DEFAULT_CITY_ID } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { attribute, createTestUser, findProduct, getPage, pageConfigOf, postForm, setCookieValue, widgetTags } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const buyable = () => findProduct(server.db, 'p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND NOT EXISTS (SELECT 1 FROM product_gifts g WHERE g.product_id = p.id)');

describe('the cart', () => {
  it('is an empty state without a cart, and for a cart id that is not a cart, inside the cart island', async () => {
    for (const cookies of [undefined, { cart_id: 'no-such-cart-id-00000000' }, { cart_id: '<script>' }]) {
      const page = await getPage(server, '/cart', { cookies });
      expect(page.status).toBe(200);
      expect(page.html).toContain('Кошик порожній');
      // A product another tab puts in the cart shows up in the island.
      expect(widgetTags(page.html, 'cart')).toHaveLength(1);
    }
  });

  it('takes a product from the buy button without script and shows it from the cart_id cookie', async () => {
    const product = buyable();
    const bought = await postForm(server, '/cart', { product_id: String(product.id) });
    expect(bought.status).toBe(303);
    expect(bought.headers.get('location')).toBe('/cart');
    const cartId = setCookieValue(bought.headers, 'cart_id');
    expect(cartId).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const cart = await getPage(server, '/cart', { cookies: { cart_id: cartId! } });
    const [island] = widgetTags(cart.html, 'cart');
    expect(attribute(island!, 'data-checkout-url')).toBe('/checkout');
    expect(attribute(island!, 'data-continue-url')).toBe('/');
    expect(cart.html).toContain(`href="/${product.slug}"`);
    const [link] = widgetTags(cart.html, 'cart-link');
    expect(link).not.toContain('hidden');
    expect(attribute(link!, 'data-count')).toBe('1');
    expect(pageConfigOf(cart.html).snapshot).toMatchObject({ cartId, cartCount: 1, cartIds: [product.id] });

    // The product's buy button turns into a link to the cart.
    const card = await getPage(server, `/compare?ids=${product.id}`, { cookies: { cart_id: cartId! } });
    expect(card.html).toContain('data-in-cart="1"');
    expect(card.html).toContain('class="button button--done" href="/cart"');
  });

  it('does not show a user’s cart to a guest who has its id', async () => {
    const user = createTestUser(server.db);
    const product = buyable();
    const bought = await postForm(server, '/cart', { product_id: String(product.id) }, { cookies: user.cookies });
    expect(setCookieValue(bought.headers, 'cart_id')).toBeUndefined();
    const { id } = server.db.prepare('SELECT id FROM carts WHERE user_id = ?').get(user.id) as { id: string };
    const own = await getPage(server, '/cart', { cookies: user.cookies });
    expect(pageConfigOf(own.html).snapshot.cartId).toBe(id);
    expect(own.html).toContain(`href="/${product.slug}"`);
    expect((await getPage(server, '/cart', { cookies: { cart_id: id } })).html).toContain('Кошик порожній');
  });
});

describe('the checkout', () => {
  it('is the checkout form for a cart, marked for the checkout island, with the default city', async () => {
    const product = buyable();
    const cartId = setCookieValue((await postForm(server, '/cart', { product_id: String(product.id) })).headers, 'cart_id')!;
    const { html } = await getPage(server, '/checkout', { cookies: { cart_id: cartId } });
    expect(html).toContain(`data-widget="checkout" data-cart-id="${cartId}"`);
    expect(html).toMatch(new RegExp(`<option value="${DEFAULT_CITY_ID}" selected="">`));
    expect(html).toContain('placeholder="+38 ___ ___ __ __"');
  });

  it('is an empty state without a cart', async () => {
    expect((await getPage(server, '/checkout')).html).toContain('class="empty-state"');
  });
});

describe('the order pages', () => {
  it('show each order result', async () => {
    expect((await getPage(server, '/order/result?status=success&order=42')).html).toContain('Замовлення №42 оформлено');
    expect((await getPage(server, '/order/result?status=failure')).html).toContain('Не вдалося оформити замовлення');
    expect((await getPage(server, '/order/result?status=cancelled&lang=ru')).html).toContain('Заказ отменён');
  });

  it.each([
    ['paid', 'Оплачено'],
    ['cancelled', 'Скасовано'],
    ['needs_payment', 'Очікує оплати'],
  ])('show an order by its payment link: %s', async (status, text) => {
    const link = `pages-link-${status}-0000000000`;
    const items = JSON.stringify([{ product_id: 1, title_uk: 'Товар <i>', title_ru: 'Товар', quantity: 2, price: 500, final_price: 450 }]);
    const order = server.db
      .prepare(`INSERT INTO orders (public_id, kind, status, items, total, created_at) VALUES (?, 'regular', ?, ?, 900, ?)`)
      .run(`public-${status}-000000000000`, status, items, new Date().toISOString());
    server.db.prepare('INSERT INTO payment_links (token, order_id, created_at) VALUES (?, ?, ?)').run(link, order.lastInsertRowid, new Date().toISOString());
    const { status: code, html } = await getPage(server, `/order/pay/${link}`);
    expect(code).toBe(200);
    expect(html).toContain(`class="status-badge">${text}</span>`);
    expect(html).toContain('Товар &lt;i&gt;');
    expect(html).toContain('900 грн');
    expect(html).toContain(`data-widget="order-payment" data-payment-token="${link}"`);
    expect(html.includes(`<form method="post" action="/order/pay/${link}">`)).toBe(status === 'needs_payment');
    const redirect = await getPage(server, `/payment/${link}`);
    expect(redirect.headers.get('location')).toBe(`/order/pay/${link}`);
  });
});
