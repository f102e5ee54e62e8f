import { createMemoryStore, createVitrina, type Vitrina, type VitrinaConfig, type VitrinaError } from '@vitrina/core';
import { afterEach, expect } from 'vitest';
import type { TestServer } from '../../testing/start-test-server';

export interface Page {
  readonly vitrina: Vitrina;
  readonly errors: VitrinaError[];
  /** Cart requests the page sent, as 'METHOD path'. */
  readonly cartCalls: string[];
}

export const FOR_SALE = `p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND p.is_corporate = 0 AND c.is_services = 0
  AND NOT EXISTS (SELECT 1 FROM product_gifts g WHERE g.product_id = p.id)`;

export const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);

/** Pages (SDK instances) on `server`, destroyed after each test, and what the shop's database kept of their carts. */
export function cartPages(server: TestServer) {
  const pages: Vitrina[] = [];
  afterEach(() => {
    for (const page of pages.splice(0)) page.destroy();
  });

  function openPage(overrides: Partial<VitrinaConfig> = {}): Page {
    const errors: VitrinaError[] = [];
    const cartCalls: string[] = [];
    const vitrina = createVitrina({
      api: { profile: `${server.url}/api/profile/`, shop: `${server.url}/api/shop/` },
      storage: createMemoryStore(),
      cookieDocument: { cookie: '' },
      onError: (error) => errors.push(error),
      fetch: (input, init) => {
        const request = new Request(input, init);
        const path = new URL(request.url).pathname;
        if (path.startsWith('/api/shop/cart')) cartCalls.push(`${request.method} ${path.slice('/api/shop/'.length)}`);
        return fetch(request);
      },
      ...overrides,
    });
    pages.push(vitrina);
    return { vitrina, errors, cartCalls };
  }

  /** Products anyone can buy, without gifts; `skip` leaves out the ones other tests used. */
  function productsForSale(count: number, skip = 0): number[] {
    const rows = server.db
      .prepare(`SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE ${FOR_SALE} ORDER BY p.id LIMIT ? OFFSET ?`)
      .all(count, skip) as { id: number }[];
    expect(rows).toHaveLength(count);
    return rows.map((row) => row.id);
  }

  function cartRow(cartId: string) {
    return server.db.prepare('SELECT user_id, promo_code FROM carts WHERE id = ?').get(cartId) as
      | { user_id: number | null; promo_code: string | null }
      | undefined;
  }

  function lines(cartId: string): Record<number, number> {
    const rows = server.db.prepare('SELECT product_id, quantity FROM cart_items WHERE cart_id = ? ORDER BY position').all(cartId) as {
      product_id: number;
      quantity: number;
    }[];
    return Object.fromEntries(rows.map((row) => [row.product_id, row.quantity]));
  }

  return { openPage, productsForSale, cartRow, lines };
}
