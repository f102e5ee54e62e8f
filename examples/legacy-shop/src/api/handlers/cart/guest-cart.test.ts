import { okResponseSchema } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import {
  productNotForSale,
  productsForSale,
  productWithGift,
  productWithService,
  promoCode,
  supplierOf,
  unitPriceOf,
  unrelatedService,
} from '../../../cart/testing/fixtures';
import { call, cartOf, errorOf, heldServices, listAdd, newUser, quantities, storedCart } from '../../../cart/testing/shop-client';
import { useTestServer } from '../../../testing/use-test-server';

const server = useTestServer();

const create = (productId: number) => call(server, 'POST', '/api/shop/cart/create', { body: listAdd(productId) });
const update = (cartId: string, productId: number) =>
  call(server, 'POST', `/api/shop/cart/update/${encodeURIComponent(cartId)}`, { body: listAdd(productId) });
const changeQuantity = (body: object) => call(server, 'POST', '/api/shop/cart/change_quantity', { body });

describe('a guest cart', () => {
  it('is created by the first add, with an unguessable id and server totals', async () => {
    const [productId] = productsForSale(server.db, 1) as [number];
    const cart = cartOf(await create(productId));
    expect(cart.cart_id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(cart.cart_id, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(cart.suppliers).toMatchObject([{ id: supplierOf(server.db, productId), products: [{ id: productId, choosed_quantity: 1 }] }]);
    expect(cart.suppliers[0]?.products).toHaveLength(1);
    expect(heldServices(cart.suppliers[0]?.products[0])).toEqual([]);
    expect(cart.cart_count).toBe(1);
    expect(cart.total).toBe(unitPriceOf(server.db, productId));
    expect(cart.promocode).toBeNull();
    expect(cart.bonuses).toBe(0);
    expect(server.db.prepare('SELECT user_id FROM carts WHERE id = ?').get(cart.cart_id)).toEqual({ user_id: null });
  });

  it('takes more products; adding one already there changes nothing', async () => {
    const [first, second] = productsForSale(server.db, 2) as [number, number];
    const { cart_id } = cartOf(await create(first));
    const cart = cartOf(await update(cart_id, second));
    expect(quantities(cart)).toEqual({ [first]: 1, [second]: 1 });
    expect(cart.cart_count).toBe(2);
    expect(cart.total).toBe(unitPriceOf(server.db, first) + unitPriceOf(server.db, second));

    const before = storedCart(server, cart_id);
    const again = cartOf(await update(cart_id, first));
    expect(again).toEqual(cart);
    expect(storedCart(server, cart_id)).toEqual(before);
  });

  it('changes a line’s quantity within 1…10 and refuses anything else', async () => {
    const [productId] = productsForSale(server.db, 1) as [number];
    const { cart_id } = cartOf(await create(productId));
    const cart = cartOf(await changeQuantity({ cart_id, product_id: productId, quantity: 3 }));
    expect(quantities(cart)).toEqual({ [productId]: 3 });
    expect(cart.cart_count).toBe(3);
    expect(cart.total).toBe(3 * unitPriceOf(server.db, productId));

    const before = storedCart(server, cart_id);
    for (const quantity of [0, 11, 1000]) {
      expect(errorOf(await changeQuantity({ cart_id, product_id: productId, quantity }), 422).fields).toEqual({
        quantity: 'validation.invalid',
      });
    }
    expect(errorOf(await changeQuantity({ cart_id, product_id: productId, quantity: -1 }), 400).fields).toHaveProperty('quantity');
    expect(errorOf(await changeQuantity({ cart_id, product_id: productId, quantity: 2.5 }), 400).fields).toHaveProperty('quantity');
    const [absent] = productsForSale(server.db, 2).filter((id) => id !== productId) as [number];
    expect(errorOf(await changeQuantity({ cart_id, product_id: absent, quantity: 2 }), 404).code).toBe('errors.nothing_found');
    expect(storedCart(server, cart_id)).toEqual(before);
  });

  it('holds at most 50 products', async () => {
    const [first, ...rest] = productsForSale(server.db, 51) as [number, ...number[]];
    const { cart_id } = cartOf(await create(first));
    const insert = server.db.prepare('INSERT INTO cart_items (cart_id, product_id, quantity, position) VALUES (?, ?, 1, ?)');
    rest.slice(0, 49).forEach((productId, index) => insert.run(cart_id, productId, index + 2));
    expect(errorOf(await update(cart_id, rest[49]!), 422).fields).toEqual({ product_id: 'validation.invalid' });
    expect(cartOf(await update(cart_id, rest[0]!)).cart_count).toBe(50);
  });

  it('turns a product’s own bundle services on and off', async () => {
    const { productId, serviceId } = productWithService(server.db);
    const { cart_id } = cartOf(await create(productId));
    await changeQuantity({ cart_id, product_id: productId, quantity: 2 });

    const withService = cartOf(await changeQuantity({ cart_id, product_id: serviceId, parent_product_id: productId, quantity: 1 }));
    const line = withService.suppliers.flatMap((s) => s.products).find((p) => p.id === productId);
    expect(heldServices(line)).toEqual([{ id: serviceId, choosed_quantity: 1 }]);
    expect(withService.total).toBe(2 * unitPriceOf(server.db, productId) + unitPriceOf(server.db, serviceId));
    expect(withService.cart_count).toBe(2);

    const other = unrelatedService(server.db, productId);
    const refused = await changeQuantity({ cart_id, product_id: other, parent_product_id: productId, quantity: 1 });
    expect(errorOf(refused, 422).fields).toEqual({ product_id: 'validation.invalid' });
    const tooMany = await changeQuantity({ cart_id, product_id: serviceId, parent_product_id: productId, quantity: 3 });
    expect(errorOf(tooMany, 422).fields).toEqual({ quantity: 'validation.invalid' });

    // Fewer units take their services down with them.
    const fewer = cartOf(await changeQuantity({ cart_id, product_id: serviceId, parent_product_id: productId, quantity: 2 }));
    expect(fewer.total).toBe(2 * unitPriceOf(server.db, productId) + 2 * unitPriceOf(server.db, serviceId));
    const one = cartOf(await changeQuantity({ cart_id, product_id: productId, quantity: 1 }));
    expect(heldServices(one.suppliers[0]?.products[0])).toEqual([{ id: serviceId, choosed_quantity: 1 }]);

    const off = cartOf(await changeQuantity({ cart_id, product_id: serviceId, parent_product_id: productId, quantity: 0 }));
    expect(heldServices(off.suppliers[0]?.products[0])).toEqual([]);
    expect(off.total).toBe(unitPriceOf(server.db, productId));
  });

  it('drops a line, and a repeated drop is harmless', async () => {
    const { productId, serviceId } = productWithService(server.db);
    const [other] = productsForSale(server.db, 3).filter((id) => id !== productId) as [number];
    const { cart_id } = cartOf(await create(productId));
    await update(cart_id, other);
    await changeQuantity({ cart_id, product_id: serviceId, parent_product_id: productId, quantity: 1 });

    const remove = () => call(server, 'POST', `/api/shop/cart/delete/${productId}`, { body: { cart_id } });
    const cart = cartOf(await remove());
    expect(quantities(cart)).toEqual({ [other]: 1 });
    expect(cart.cart_count).toBe(1);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM cart_item_services WHERE cart_id = ?').get(cart_id)).toEqual({ n: 0 });
    expect(cartOf(await remove())).toEqual(cart);

    for (const bad of ['abc', '0', '1.5', "1' OR '1'='1"]) {
      const answer = await call(server, 'POST', `/api/shop/cart/delete/${encodeURIComponent(bad)}`, { body: { cart_id } });
      expect(errorOf(answer, 400).fields).toEqual({ productId: 'validation.invalid' });
    }
  });

  it('adds through cart/add too, creating the cart when there is none', async () => {
    const [first, second] = productsForSale(server.db, 2) as [number, number];
    const created = cartOf(await call(server, 'POST', '/api/shop/cart/add', { body: { product_id: first, without_gift: false, cart_id: null } }));
    expect(quantities(created)).toEqual({ [first]: 1 });
    const added = cartOf(
      await call(server, 'POST', '/api/shop/cart/add', { body: { product_id: second, without_gift: false, cart_id: created.cart_id } }),
    );
    expect(added.cart_id).toBe(created.cart_id);
    expect(quantities(added)).toEqual({ [first]: 1, [second]: 1 });
    expect((await call(server, 'GET', `/api/shop/cart/${created.cart_id}`)).json).toEqual({ success: true, data: added });
  });

  it('gives a gift while it is in stock; without one, only to a shopper who agreed', async () => {
    const inStock = productWithGift(server.db, true);
    expect(quantities(cartOf(await create(inStock.productId)))).toEqual({ [inStock.productId]: 1 });

    const runOut = productWithGift(server.db, false);
    const cartsBefore = server.db.prepare('SELECT COUNT(*) AS n FROM carts').get();
    const refused = errorOf(await create(runOut.productId), 409);
    expect(refused.code).toBe('errors.gifts_run_out');
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM carts').get()).toEqual(cartsBefore);
    const viaAdd = await call(server, 'POST', '/api/shop/cart/add', { body: { product_id: runOut.productId, without_gift: false } });
    expect(errorOf(viaAdd, 409).code).toBe('errors.gifts_run_out');

    const agreed = cartOf(
      await call(server, 'POST', '/api/shop/cart/add', { body: { product_id: runOut.productId, without_gift: true } }),
    );
    expect(quantities(agreed)).toEqual({ [runOut.productId]: 1 });
    expect(server.db.prepare('SELECT without_gift FROM cart_items WHERE cart_id = ?').get(agreed.cart_id)).toEqual({ without_gift: 1 });
  });

  it('refuses products that cannot be bought, with 422, and unknown products with 404', async () => {
    const [productId] = productsForSale(server.db, 1) as [number];
    const { cart_id } = cartOf(await create(productId));
    const before = storedCart(server, cart_id);
    for (const why of ['no buy button', 'not available to buy', 'corporate only'] as const) {
      const refused = errorOf(await update(cart_id, productNotForSale(server.db, why)), 422);
      expect(refused).toMatchObject({ code: 'errors.product_not_buyable', fields: { product_id: 'validation.invalid' } });
    }
    const services = productWithService(server.db);
    expect(errorOf(await update(cart_id, services.serviceId), 422).fields).toEqual({ product_id: 'validation.invalid' });
    const unknown = (server.db.prepare('SELECT MAX(id) + 1000 AS id FROM products').get() as { id: number }).id;
    expect(errorOf(await update(cart_id, unknown), 404).code).toBe('errors.nothing_found');
    expect(storedCart(server, cart_id)).toEqual(before);
  });

  it('sells corporate products to corporate users', async () => {
    const corporate = await newUser(server, { role: 'corporate' });
    const productId = productNotForSale(server.db, 'corporate only');
    const answer = await call(server, 'POST', '/api/shop/cart/create', { body: listAdd(productId, corporate.uuid), token: corporate.token });
    expect(quantities(cartOf(answer))).toEqual({ [productId]: 1 });
  });

  it('is deleted by its id, which stops working', async () => {
    const [productId] = productsForSale(server.db, 1) as [number];
    const { cart_id } = cartOf(await create(productId));
    const deleted = await call(server, 'POST', '/api/shop/cart/deleteByCartId', { body: { cart_id } });
    expect(okResponseSchema.parse(deleted.json)).toEqual({ success: true });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ?').get(cart_id)).toEqual({ n: 0 });
    expect((await call(server, 'GET', `/api/shop/cart/${cart_id}`)).status).toBe(404);
    expect((await call(server, 'POST', '/api/shop/cart/deleteByCartId', { body: { cart_id } })).status).toBe(404);
  });

  it('is recalculated for the checkout: no promo code nor bonuses with credit, cities must exist', async () => {
    const [productId] = productsForSale(server.db, 1) as [number];
    const { cart_id } = cartOf(await create(productId));
    const code = promoCode(server.db, 10);
    const withPromo = cartOf(await call(server, 'POST', '/api/shop/cart/promocode', { body: { cart_id, code } }));
    expect(withPromo.promocode?.discount).toBeGreaterThan(0);

    const cash = cartOf(await call(server, 'POST', '/api/shop/cart', { body: { cart_id, payment_type: 'cash', delivery_type: 'newpost' } }));
    expect(cash).toEqual(withPromo);
    const credit = cartOf(await call(server, 'POST', '/api/shop/cart', { body: { cart_id, payment_type: 'credit' } }));
    expect(credit.promocode).toBeNull();
    expect(credit.total).toBe(unitPriceOf(server.db, productId));
    expect(server.db.prepare('SELECT promo_code FROM carts WHERE id = ?').get(cart_id)).toEqual({ promo_code: code });

    const noCity = (server.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM cities').get() as { id: number }).id;
    const refused = await call(server, 'POST', '/api/shop/cart', { body: { cart_id, city_id: noCity } });
    expect(errorOf(refused, 422).code).toBe('validation.city_not_found');
  });
});
