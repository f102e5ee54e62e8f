import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { attribute, createTestUser, findProduct, getPage, postForm, setCookieValue } from './testing/page-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The opening tags of the elements carrying `name`. */
const tagsWith = (html: string, name: string) => html.match(new RegExp(`<[a-z]+\\b[^>]*\\s${name}="[^"]*"[^>]*>`, 'g')) ?? [];

const buyable = () => findProduct(server.db, 'p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND NOT EXISTS (SELECT 1 FROM product_gifts g WHERE g.product_id = p.id)');

describe('the shop’s declarative triggers', () => {
  it('put a login link opening the login dialog in the footer, for a guest only, in uk and ru', async () => {
    const product = buyable();
    for (const path of ['/', `/${product.slug}`, '/cart']) {
      const { html } = await getPage(server, path);
      const [login, ...more] = tagsWith(html, 'data-vitrina-open').filter((tag) => attribute(tag, 'data-vitrina-open') === 'login');
      expect(more, path).toEqual([]);
      expect(attribute(login!, 'href'), path).toBe(`/login?next=${encodeURIComponent(path)}`);
    }
    expect((await getPage(server, '/?lang=ru')).html).toMatch(/data-vitrina-open="login">\s*Войти\s*</);
    expect((await getPage(server, '/')).html).toMatch(/data-vitrina-open="login">\s*Увійти\s*</);
    const user = createTestUser(server.db);
    expect((await getPage(server, '/', { cookies: user.cookies })).html).not.toContain('data-vitrina-open="login"');
  });

  it('offer the promo-code dialog on the cart page of a cart with products; without script the checkout’s promo code field', async () => {
    expect((await getPage(server, '/cart')).html).not.toContain('data-vitrina-open="promo-code"');
    const cartId = setCookieValue((await postForm(server, '/cart', { product_id: String(buyable().id) })).headers, 'cart_id')!;
    const { html } = await getPage(server, '/cart', { cookies: { cart_id: cartId } });
    const [promo] = tagsWith(html, 'data-vitrina-open').filter((tag) => attribute(tag, 'data-vitrina-open') === 'promo-code');
    expect(attribute(promo!, 'href')).toBe('/checkout#checkout-promo-code');
    expect(html).toContain('Маю промокод');
    expect((await getPage(server, '/checkout', { cookies: { cart_id: cartId } })).html).toContain('id="checkout-promo-code"');
    expect((await getPage(server, '/cart?lang=ru', { cookies: { cart_id: cartId } })).html).toContain('У меня есть промокод');
  });

  it('link a product’s credit terms to the credit dialog about it, and to the page’s own list of offers without script', async () => {
    const product = findProduct(server.db, 'p.is_available_for_credit = 1 AND EXISTS (SELECT 1 FROM product_credit_items i WHERE i.product_id = p.id)');
    const { html } = await getPage(server, `/${product.slug}`);
    const [credit] = tagsWith(html, 'data-vitrina-open').filter((tag) => attribute(tag, 'data-vitrina-open') === 'credit-info');
    expect(attribute(credit!, 'data-vitrina-product')).toBe(String(product.id));
    expect(attribute(credit!, 'href')).toBe('#credit-terms');
    expect(html).toContain('<section id="credit-terms"');
  });

  it('end a product’s page with its offer: buy (a form to the cart without script) and favourites (the favourites page)', async () => {
    const product = buyable();
    const { html } = await getPage(server, `/${product.slug}`);
    const [buy] = tagsWith(html, 'data-vitrina-add-to-cart');
    expect(attribute(buy!, 'data-vitrina-add-to-cart')).toBe(String(product.id));
    expect(attribute(buy!, 'type')).toBe('submit');
    expect(buy).not.toContain('data-vitrina-in-cart');
    const [favorite] = tagsWith(html, 'data-vitrina-toggle');
    expect(attribute(favorite!, 'data-vitrina-toggle')).toBe('favorites');
    expect(attribute(favorite!, 'data-vitrina-product')).toBe(String(product.id));
    expect(html).toMatch(/<form class="inline-form" method="get" action="\/favorites">\s*<button[^>]*data-vitrina-toggle/);

    const cartId = setCookieValue((await postForm(server, '/cart', { product_id: String(product.id) })).headers, 'cart_id')!;
    const inCart = await getPage(server, `/${product.slug}`, { cookies: { cart_id: cartId } });
    expect(tagsWith(inCart.html, 'data-vitrina-add-to-cart')[0]).toContain('data-vitrina-in-cart=""');
  });
});
