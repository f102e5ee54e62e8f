import { describe, expect, it } from 'vitest';
import { createMemoryStore, createVitrina, type KeyValueStore, createMemoryCookieDocument } from '@vitrina/core';
import { demoAccounts } from '../seed/demo-accounts';
import { useTestServer } from '../testing/use-test-server';
import { sdkInstances } from './testing/sdk-instances';

const server = useTestServer({ checkLog: false });

const instances = sdkInstances();

/** Two tabs of one browser: cookies and local storage shared, one SDK instance each. */
function twoTabs() {
  const cookieDocument = createMemoryCookieDocument();
  const storage: KeyValueStore = createMemoryStore();
  const open = () => {
    const vitrina = createVitrina({
      api: { profile: `${server.url}/api/profile/`, shop: `${server.url}/api/shop/` },
      storage,
      cookieDocument,
    });
    instances.push(vitrina);
    return vitrina;
  };
  return [open(), open()] as const;
}

function buyableProduct(offset: number): number {
  const row = server.db
    .prepare(
      `SELECT id FROM products WHERE btn_to_cart = 1 AND is_available_to_buy = 1 AND is_corporate = 0
       AND id NOT IN (SELECT product_id FROM product_gifts) ORDER BY id LIMIT 1 OFFSET ?`,
    )
    .get(offset) as { id: number };
  return row.id;
}

describe('two tabs of one shop', () => {
  it('see each other’s cart, login, favourites and logout without a reload', async () => {
    const [a, b] = twoTabs();
    await Promise.all([a.services.auth.restore(), b.services.auth.restore()]);
    expect(b.state.isLoggedIn.value).toBe(false);

    const productId = buyableProduct(3);
    await expect(a.services.cart.add(productId)).resolves.toMatchObject({ status: 'added' });
    await expect.poll(() => b.state.cart.ids.value).toEqual([productId]);

    await a.services.auth.login({ email: demoAccounts.leftHanded.email, password: demoAccounts.leftHanded.password });
    await expect.poll(() => b.state.isLoggedIn.value).toBe(true);
    expect(b.services.auth.user.value?.email).toBe(demoAccounts.leftHanded.email);

    const favourite = buyableProduct(4);
    const before = b.state.favorites.ids.value.includes(favourite);
    await a.services.favorites.toggle(favourite);
    await expect.poll(() => b.state.favorites.ids.value.includes(favourite)).toBe(!before);

    await a.services.auth.logout();
    await expect.poll(() => b.state.isLoggedIn.value).toBe(false);
    expect(b.state.favorites.ids.value).toEqual([]);
  });
});
