import { describe, expect, it } from 'vitest';
import { insertProduct, promoCode } from '../../../cart/testing/fixtures';
import { call, cartOf, errorOf, heldServices, listAdd, newUser, storedCart } from '../../../cart/testing/shop-client';
import { useTestServer } from '../../../testing/use-test-server';

const server = useTestServer();

type Line = ReturnType<typeof cartOf>['suppliers'][number]['products'][number];

const create = (productId: number) => call(server, 'POST', '/api/shop/cart/create', { body: listAdd(productId) });
const withoutGift = (cart_id: string, product_id: number, without: boolean, key?: string) =>
  call(server, 'POST', '/api/shop/cart/without_gift', { body: { cart_id, product_id, without_gift: without }, key });
const lineOf = (cart: ReturnType<typeof cartOf>, productId: number): Line | undefined =>
  cart.suppliers.flatMap((supplier) => supplier.products).find((line) => line.id === productId);

/** A product of its own with a discount, a gift (`giftStock` left) and two services, its row as stored. */
function giftedProduct(giftStock: number) {
  const db = server.db;
  const productId = insertProduct(db, { price: 1200, price_with_discount: 999 });
  const giftId = insertProduct(db, { price: 150, btn_to_cart: 0 });
  const services = [insertProduct(db, { price: 399, price_with_discount: 349 }, 1), insertProduct(db, { price: 899 }, 1)] as const;
  db.prepare('INSERT INTO product_gifts (product_id, gift_id, stock) VALUES (?, ?, ?)').run(productId, giftId, giftStock);
  for (const serviceId of services) db.prepare('INSERT INTO product_services (product_id, service_id) VALUES (?, ?)').run(productId, serviceId);
  db.prepare("UPDATE products SET image = '/images/fixture.webp', item_category2 = 'Смартфони Fixture' WHERE id = ?").run(productId);
  const row = db
    .prepare('SELECT p.slug, p.title_uk, p.title_ru, p.brand, c.item_category FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ?')
    .get(productId) as { slug: string; title_uk: string; title_ru: string; brand: string; item_category: string };
  const titles = (id: number) => db.prepare('SELECT title_uk, title_ru FROM products WHERE id = ?').get(id) as { title_uk: string; title_ru: string };
  return { productId, giftId, services, row, titles };
}

/** A cart read in a language, as a page in that language asks for it. */
async function readIn(cartId: string, lang: 'uk' | 'ru') {
  const response = await fetch(`${server.url}/api/shop/cart/${cartId}`, { headers: { 'accept-language': lang } });
  return cartOf({ status: response.status, json: await response.json() });
}

describe('the cart a cart page shows', () => {
  it('gives each line its title in the page’s language, link, image, prices, brand, categories and gift', async () => {
    const product = giftedProduct(3);
    const { cart_id } = cartOf(await create(product.productId));

    for (const lang of ['uk', 'ru'] as const) {
      const line = lineOf(await readIn(cart_id, lang), product.productId);
      expect(line).toMatchObject({
        title: lang === 'uk' ? product.row.title_uk : product.row.title_ru,
        slug: product.row.slug,
        image: '/images/fixture.webp',
        price: 1200,
        final_price: 999,
        brand: product.row.brand,
        item_category: product.row.item_category,
        item_category2: 'Смартфони Fixture',
        gift: { id: product.giftId, title: product.titles(product.giftId)[lang === 'uk' ? 'title_uk' : 'title_ru'] },
        gifts_run_out: false,
        without_gift: false,
        self_pickup: true,
        parcel_locker: true,
      });
    }
  });

  it('says which lines cannot be picked up in a shop or put in a parcel locker, as the checkout offers deliveries by them', async () => {
    const product = giftedProduct(3);
    server.db.prepare('UPDATE products SET self_pickup = 0, parcel_locker = 0 WHERE id = ?').run(product.productId);
    const { cart_id } = cartOf(await create(product.productId));

    expect(lineOf(await readIn(cart_id, 'uk'), product.productId)).toMatchObject({ self_pickup: false, parcel_locker: false });
  });

  it('lists every service offered with a line, those it does not hold at 0, with their titles and prices', async () => {
    const product = giftedProduct(3);
    const { cart_id } = cartOf(await create(product.productId));
    const [cheap, dear] = product.services;
    const body = { cart_id, product_id: cheap, parent_product_id: product.productId, quantity: 1 };
    const cart = cartOf(await call(server, 'POST', '/api/shop/cart/change_quantity', { body }));

    expect(lineOf(cart, product.productId)?.service_products).toEqual([
      { id: cheap, choosed_quantity: 1, title: product.titles(cheap).title_uk, price: 399, final_price: 349 },
      { id: dear, choosed_quantity: 0, title: product.titles(dear).title_uk, price: 899, final_price: 899 },
    ]);
    expect(cart.goods).toBe(999 + 349);
    expect(cart.total).toBe(999 + 349);
  });

  it('gives the goods before discounts and the most bonuses the cart takes', async () => {
    const user = await newUser(server, { bonuses: 100_000 });
    const product = giftedProduct(3);
    const { cart_id } = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(product.productId), token: user.token }));
    const code = promoCode(server.db, 10);

    const cart = cartOf(await call(server, 'POST', '/api/shop/cart/promocode', { body: { cart_id, code }, token: user.token }));

    expect(cart.goods).toBe(999);
    expect(cart.promocode).toEqual({ code, kind: 'promo', discount: 99 });
    expect(cart.bonus_cap).toBe(Math.min(Math.floor(999 * server.settings.bonusMaxShare + 1e-9), 999 - 99));
    expect(cart.total).toBe(900);
  });
});

describe('a line kept without its gift', () => {
  it('is marked when its gifts have run out, and kept without the gift when the shopper agrees', async () => {
    const product = giftedProduct(1);
    const { cart_id } = cartOf(await create(product.productId));
    server.db.prepare('UPDATE product_gifts SET stock = 0 WHERE product_id = ?').run(product.productId);

    expect(lineOf(cartOf(await call(server, 'GET', `/api/shop/cart/${cart_id}`)), product.productId)).toMatchObject({
      gift: null,
      gifts_run_out: true,
      without_gift: false,
    });

    const kept = cartOf(await withoutGift(cart_id, product.productId, true));
    expect(lineOf(kept, product.productId)).toMatchObject({ gift: null, gifts_run_out: false, without_gift: true, choosed_quantity: 1 });
    expect(kept.total).toBe(999);
    expect(server.db.prepare('SELECT without_gift FROM cart_items WHERE cart_id = ?').get(cart_id)).toEqual({ without_gift: 1 });
  });

  it('cannot take the gift back while none is left (409, nothing changes), and can once it is back', async () => {
    const product = giftedProduct(0);
    const { cart_id } = cartOf(await call(server, 'POST', '/api/shop/cart/add', { body: { product_id: product.productId, without_gift: true } }));
    const before = storedCart(server, cart_id);

    const refused = errorOf(await withoutGift(cart_id, product.productId, false), 409);
    expect(refused).toMatchObject({ code: 'errors.gifts_run_out', fields: { without_gift: 'errors.gifts_run_out' } });
    expect(storedCart(server, cart_id)).toEqual(before);

    server.db.prepare('UPDATE product_gifts SET stock = 2 WHERE product_id = ?').run(product.productId);
    const withGift = cartOf(await withoutGift(cart_id, product.productId, false));
    expect(lineOf(withGift, product.productId)).toMatchObject({ gift: { id: product.giftId }, without_gift: false, gifts_run_out: false });
  });

  it('answers a repeat of the same Idempotency-Key with the first answer', async () => {
    const product = giftedProduct(0);
    const { cart_id } = cartOf(await call(server, 'POST', '/api/shop/cart/add', { body: { product_id: product.productId, without_gift: true } }));
    server.db.prepare('UPDATE product_gifts SET stock = 1 WHERE product_id = ?').run(product.productId);
    const first = cartOf(await withoutGift(cart_id, product.productId, false, 'gift-key-0001'));
    server.db.prepare('UPDATE product_gifts SET stock = 0 WHERE product_id = ?').run(product.productId);

    expect(cartOf(await withoutGift(cart_id, product.productId, false, 'gift-key-0001'))).toEqual(first);
  });

  it('is refused for a product that is not in the cart, a cart that is not the caller’s, and a malformed request', async () => {
    const product = giftedProduct(1);
    const other = giftedProduct(1);
    const user = await newUser(server);
    const mine = cartOf(await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(product.productId), token: user.token }));

    expect(errorOf(await withoutGift(mine.cart_id, other.productId, true), 404).code).toBe('errors.nothing_found');
    expect((await call(server, 'POST', '/api/shop/cart/without_gift', {
      body: { cart_id: mine.cart_id, product_id: product.productId, without_gift: true },
      token: (await newUser(server)).token,
    })).status).toBe(404);
    expect(heldServices(lineOf(mine, product.productId))).toEqual([]);
    for (const body of [{ cart_id: mine.cart_id, product_id: product.productId }, { cart_id: mine.cart_id, product_id: -1, without_gift: true }]) {
      expect((await call(server, 'POST', '/api/shop/cart/without_gift', { body, token: user.token })).status).toBe(400);
    }
    expect(server.db.prepare('SELECT without_gift FROM cart_items WHERE cart_id = ?').get(mine.cart_id)).toEqual({ without_gift: 0 });
  });
});
