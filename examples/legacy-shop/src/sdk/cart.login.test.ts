import { describe, expect, it } from 'vitest';
import { createMemoryCookieDocument } from '@vitrina/core';
import { demoAccounts } from '../seed/demo-accounts';
import { useTestServer } from '../testing/use-test-server';
import { cartPages, sorted } from './testing/cart-pages';

/*
 * The SDK's cart service against the reference shop: real HTTP, real SQLite, the shop's own cart
 * rules. Each test is a fresh page (a new SDK instance); the database tells what the shop kept.
 */

const server = useTestServer();
const { openPage, productsForSale, cartRow, lines } = cartPages(server);

describe('the cart when the demo customer logs in', () => {
  const customer = demoAccounts.customer;
  const customerId = () => (server.db.prepare('SELECT id FROM users WHERE email = ?').get(customer.email) as { id: number }).id;
  const customersCart = () => server.db.prepare('SELECT id FROM carts WHERE user_id = ?').get(customerId()) as { id: string } | undefined;

  it('merges the guest’s cart into the customer’s, which the next visit finds again', async () => {
    const guest = openPage({ cookieDocument: createMemoryCookieDocument() });
    const [a, b] = productsForSale(2, 30);
    await guest.vitrina.services.cart.add(a!);
    await guest.vitrina.services.cart.add(b!);
    await guest.vitrina.services.cart.setQuantity(b!, 2);
    const guestCartId = guest.vitrina.state.cartId.value!;
    expect(customersCart()).toBeUndefined();

    await guest.vitrina.services.auth.login({ email: customer.email, password: customer.password });
    await guest.vitrina.services.cart.whenIdle();

    const merged = customersCart()!;
    expect(guest.cartCalls).toContain(`POST cart/merge/${guestCartId}`);
    expect(cartRow(guestCartId)).toBeUndefined();
    expect(lines(merged.id)).toEqual({ [a!]: 1, [b!]: 2 });
    expect(guest.vitrina.state.cartId.value).toBe(merged.id);
    expect(sorted(guest.vitrina.state.cart.ids.value)).toEqual([a, b]);
    expect(guest.vitrina.state.cartCount.value).toBe(3);
    expect(guest.vitrina.cookies.get('cart_id')).toBeUndefined();
    expect(guest.errors).toEqual([]);

    await guest.vitrina.services.auth.logout();
    expect(guest.vitrina.state.cart.ids.value).toEqual([]);
    expect(guest.vitrina.state.cartCount.value).toBe(0);
    expect(guest.vitrina.state.cartId.value).toBeNull();

    // Another day, another browser: no guest cart, so the stored cart is fetched.
    const later = openPage({ cookieDocument: createMemoryCookieDocument() });
    await later.vitrina.services.auth.login({ email: customer.email, password: customer.password });
    await later.vitrina.services.cart.whenIdle();
    expect(later.cartCalls).toEqual([`GET cart/user/${later.vitrina.services.auth.user.value?.uuid}`]);
    expect(later.vitrina.state.cartId.value).toBe(merged.id);
    expect(sorted(later.vitrina.state.cart.ids.value)).toEqual([a, b]);
    expect(later.vitrina.state.cartCount.value).toBe(3);

    // A page load with the session cookie restores the same cart.
    const token = later.vitrina.cookies.readToken()!;
    const reload = openPage({ cookieDocument: createMemoryCookieDocument({ token }) });
    await reload.vitrina.services.auth.restore();
    await reload.vitrina.services.cart.whenIdle();
    expect(sorted(reload.vitrina.state.cart.ids.value)).toEqual([a, b]);
    expect(reload.errors).toEqual([]);
  });

  it('lets the logged-in customer add, change and remove lines of their own cart', async () => {
    const page = openPage({ cookieDocument: createMemoryCookieDocument() });
    await page.vitrina.services.auth.login({ email: customer.email, password: customer.password });
    await page.vitrina.services.cart.whenIdle();
    const [c] = productsForSale(1, 40);

    expect(await page.vitrina.services.cart.add(c!)).toMatchObject({ status: 'added' });
    await page.vitrina.services.cart.setQuantity(c!, 3);
    const cartId = customersCart()!.id;
    expect(lines(cartId)[c!]).toBe(3);
    expect(page.vitrina.state.cart.has(c!).value).toBe(true);

    await page.vitrina.services.cart.remove(c!);
    expect(lines(cartId)[c!]).toBeUndefined();
    expect(page.vitrina.state.cart.has(c!).value).toBe(false);
    expect(page.errors).toEqual([]);
  });
});
