import { describe, expect, it } from 'vitest';
import { HttpError, ValidationError, createMemoryCookieDocument } from '@vitrina/core';
import { useTestServer } from '../testing/use-test-server';
import { cartPages, FOR_SALE, sorted } from './testing/cart-pages';
import { heldServices } from '../cart/testing/shop-client';

/*
 * The SDK's cart service against the reference shop: real HTTP, real SQLite, the shop's own cart
 * rules. Each test is a fresh page (a new SDK instance); the database tells what the shop kept.
 */

const server = useTestServer();
const { openPage, productsForSale, cartRow, lines } = cartPages(server);

describe('a guest’s cart on the reference shop', () => {
  it('is created by the first add and kept in the cart_id cookie the pages read', async () => {
    const { vitrina, errors } = openPage();
    const [first, second] = productsForSale(2);

    expect((await vitrina.services.cart.add(first!)).status).toBe('added');
    const cartId = vitrina.state.cartId.value!;
    expect(cartRow(cartId)).toEqual({ user_id: null, promo_code: null });
    expect(vitrina.cookies.get('cart_id')).toBe(cartId);

    await vitrina.services.cart.add(second!);
    expect(lines(cartId)).toEqual({ [first!]: 1, [second!]: 1 });
    expect(vitrina.state.cart.ids.value).toEqual([first, second]);
    expect(vitrina.state.cartCount.value).toBe(2);
    expect(errors).toEqual([]);
  });

  it('sends nothing for a product already in the cart and points to the cart page', async () => {
    const { vitrina, cartCalls } = openPage();
    const [product] = productsForSale(1, 2);
    await vitrina.services.cart.add(product!);
    const sent = cartCalls.length;

    expect(await vitrina.services.cart.add(product!)).toEqual({ status: 'already-in-cart', cartUrl: '/cart' });
    expect(cartCalls).toHaveLength(sent);
    expect(lines(vitrina.state.cartId.value!)).toEqual({ [product!]: 1 });
  });

  it('is found again on the next page from the cookie', async () => {
    const first = openPage({ cookieDocument: createMemoryCookieDocument() });
    const [product] = productsForSale(1, 3);
    await first.vitrina.services.cart.add(product!);

    const next = openPage({ cookieDocument: { cookie: `cart_id=${first.vitrina.state.cartId.value}` } });
    await next.vitrina.services.cart.whenIdle();

    expect(next.vitrina.state.cartId.value).toBe(first.vitrina.state.cartId.value);
    expect(next.vitrina.state.cart.ids.value).toEqual([product]);
  });

  it('changes quantities and the count follows the shop', async () => {
    const { vitrina } = openPage();
    const [a, b] = productsForSale(2, 4);
    await vitrina.services.cart.add(a!);
    await vitrina.services.cart.add(b!);

    await vitrina.services.cart.setQuantity(a!, 3);
    expect(lines(vitrina.state.cartId.value!)).toEqual({ [a!]: 3, [b!]: 1 });
    expect(vitrina.state.cartCount.value).toBe(4);

    await vitrina.services.cart.remove(a!);
    expect(lines(vitrina.state.cartId.value!)).toEqual({ [b!]: 1 });
    expect(vitrina.state.cart.ids.value).toEqual([b]);
    expect(vitrina.state.cartCount.value).toBe(1);
  });

  it('rejects a quantity beyond the shop’s limit and keeps the line as it was', async () => {
    const { vitrina, errors } = openPage();
    const [product] = productsForSale(1, 6);
    await vitrina.services.cart.add(product!);

    await expect(vitrina.services.cart.setQuantity(product!, 11)).rejects.toMatchObject({ status: 422 });
    expect(vitrina.state.cartCount.value).toBe(1);
    expect(lines(vitrina.state.cartId.value!)).toEqual({ [product!]: 1 });
    expect(errors).toHaveLength(1);
  });

  it('turns a bundle service on and off with its checkbox', async () => {
    const { vitrina } = openPage();
    const link = server.db
      .prepare(
        `SELECT ps.product_id AS productId, ps.service_id AS serviceId FROM product_services ps
         JOIN products p ON p.id = ps.product_id JOIN categories c ON c.id = p.category_id
         WHERE ${FOR_SALE} ORDER BY ps.product_id LIMIT 1`,
      )
      .get() as { productId: number; serviceId: number };
    await vitrina.services.cart.add(link.productId);
    await vitrina.services.cart.setQuantity(link.productId, 2);
    const services = () =>
      server.db.prepare('SELECT service_id, quantity FROM cart_item_services WHERE cart_id = ?').all(vitrina.state.cartId.value);

    await vitrina.services.cart.setService(link.productId, link.serviceId, true);
    expect(services()).toEqual([{ service_id: link.serviceId, quantity: 2 }]);
    expect(heldServices(vitrina.services.cart.current.value?.suppliers.flatMap((s) => s.products)[0])).toEqual([
      { id: link.serviceId, choosed_quantity: 2 },
    ]);
    expect(vitrina.state.cartCount.value).toBe(2);

    await vitrina.services.cart.setService(link.productId, link.serviceId, false);
    expect(services()).toEqual([]);
  });

  it('applies VITRINA10, refuses USED2025 with its reason and a too-short code before sending it', async () => {
    const { vitrina, cartCalls } = openPage();
    const [product] = productsForSale(1, 7);
    await vitrina.services.cart.add(product!);
    const before = vitrina.services.cart.current.value!.total!;

    const applied = await vitrina.services.cart.applyPromoCode('VITRINA10');
    expect(applied.status).toBe('changed');
    expect(vitrina.services.cart.current.value?.promocode).toMatchObject({ code: 'VITRINA10', kind: 'promo' });
    expect(vitrina.services.cart.current.value!.total).toBeLessThan(before);
    expect(cartRow(vitrina.state.cartId.value!)?.promo_code).toBe('VITRINA10');

    const used = await vitrina.services.cart.applyPromoCode('USED2025').catch((error: unknown) => error);
    expect(used).toBeInstanceOf(HttpError);
    expect(used).toMatchObject({ status: 422, messageKey: 'errors.promo_code_already_used' });
    await expect(vitrina.services.cart.applyPromoCode('NOPE-NOT-A-CODE')).rejects.toMatchObject({ messageKey: 'errors.promo_code_not_found' });

    const sent = cartCalls.length;
    const short = await vitrina.services.cart.applyPromoCode('VIT').catch((error: unknown) => error);
    expect(short).toBeInstanceOf(ValidationError);
    expect(short).toMatchObject({ messageKey: 'validation.promo_code_too_short' });
    expect(cartCalls).toHaveLength(sent);

    await vitrina.services.cart.removePromoCode();
    expect(cartRow(vitrina.state.cartId.value!)?.promo_code).toBeNull();
    expect(vitrina.services.cart.current.value?.total).toBe(before);
  });

  it('buys a product whose gifts have run out without the gift once the shopper agrees', async () => {
    const { vitrina } = openPage();
    const { productId } = server.db
      .prepare(
        `SELECT g.product_id AS productId FROM product_gifts g JOIN products p ON p.id = g.product_id
         JOIN categories c ON c.id = p.category_id
         WHERE g.stock = 0 AND p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND p.is_corporate = 0 AND c.is_services = 0
         ORDER BY g.product_id LIMIT 1`,
      )
      .get() as { productId: number };

    await expect(vitrina.services.cart.add(productId)).rejects.toMatchObject({ status: 409, messageKey: 'errors.gifts_run_out' });
    expect(vitrina.state.cart.ids.value).toEqual([]);

    expect((await vitrina.services.cart.add(productId, { withoutGift: true })).status).toBe('added');
    expect(vitrina.state.cart.ids.value).toEqual([productId]);
    expect(server.db.prepare('SELECT without_gift FROM cart_items WHERE cart_id = ?').get(vitrina.state.cartId.value)).toEqual({ without_gift: 1 });
  });

  it('keeps a line whose gifts run out after it was added without the gift, and cannot take the gift back', async () => {
    const { vitrina } = openPage();
    const { productId, stock } = server.db
      .prepare(
        `SELECT g.product_id AS productId, g.stock FROM product_gifts g JOIN products p ON p.id = g.product_id
         JOIN categories c ON c.id = p.category_id
         WHERE g.stock > 0 AND p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND p.is_corporate = 0 AND c.is_services = 0
         ORDER BY g.product_id LIMIT 1`,
      )
      .get() as { productId: number; stock: number };
    await vitrina.services.cart.add(productId);
    const setStock = (left: number) => server.db.prepare('UPDATE product_gifts SET stock = ? WHERE product_id = ?').run(left, productId);
    setStock(0);
    try {
      const line = () => vitrina.services.cart.current.value?.suppliers.flatMap((s) => s.products).find((product) => product.id === productId);
      await vitrina.services.cart.reload();
      expect(line()).toMatchObject({ gift: null, gifts_run_out: true, without_gift: false });

      expect((await vitrina.services.cart.setWithoutGift(productId, true)).status).toBe('changed');
      expect(line()).toMatchObject({ gifts_run_out: false, without_gift: true });
      const stored = () => server.db.prepare('SELECT without_gift FROM cart_items WHERE cart_id = ?').get(vitrina.state.cartId.value);
      expect(stored()).toEqual({ without_gift: 1 });

      await expect(vitrina.services.cart.setWithoutGift(productId, false)).rejects.toMatchObject({ status: 409, messageKey: 'errors.gifts_run_out' });
      expect(stored()).toEqual({ without_gift: 1 });
      expect(line()?.without_gift).toBe(true);
    } finally {
      setStock(stock);
    }
  });

  it('makes ten lines of ten products added in parallel, in one cart', async () => {
    const { vitrina, errors } = openPage();
    const products = productsForSale(10, 10);

    const results = await Promise.all(products.map((id) => vitrina.services.cart.add(id)));

    expect(results.every((result) => result.status === 'added')).toBe(true);
    const cartId = vitrina.state.cartId.value!;
    // The shop lists a cart's lines by supplier.
    expect(sorted(Object.keys(lines(cartId)).map(Number))).toEqual(products);
    expect(sorted(vitrina.state.cart.ids.value)).toEqual(products);
    expect(vitrina.state.cartCount.value).toBe(10);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM carts WHERE id = ?').get(cartId)).toEqual({ n: 1 });
    expect(errors).toEqual([]);
  });

  it('makes one line of one unit from ten rapid clicks on one product', async () => {
    const { vitrina, cartCalls } = openPage();
    const [product] = productsForSale(1, 20);

    const results = await Promise.all(Array.from({ length: 10 }, () => vitrina.services.cart.add(product!)));

    expect(results.filter((result) => result.status === 'added')).toHaveLength(1);
    expect(cartCalls).toEqual(['POST cart/create']);
    expect(lines(vitrina.state.cartId.value!)).toEqual({ [product!]: 1 });
    expect(vitrina.state.cartCount.value).toBe(1);
  });
});
