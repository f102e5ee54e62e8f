import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createVitrina, HttpError, storageKeys, type Vitrina, type VitrinaError, createMemoryCookieDocument } from '@vitrina/core';
import * as z from 'zod/mini';
import { demoAccounts, type DemoAccount } from '../seed/demo-accounts';
import { startTestServer, type TestServer } from '../testing/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Browser = { readonly cookies: ReturnType<typeof createMemoryCookieDocument>; readonly storage: ReturnType<typeof createMemoryStore> };

const newBrowser = (): Browser => ({ cookies: createMemoryCookieDocument(), storage: createMemoryStore() });

/** One page of the shop in `browser`. */
function page(browser: Browser = newBrowser()) {
  const errors: VitrinaError[] = [];
  const vitrina = createVitrina({
    api: { profile: `${server.url}/api/profile/`, shop: `${server.url}/api/shop/` },
    storage: browser.storage,
    cookieDocument: browser.cookies,
    onError: (error) => errors.push(error),
  });
  return { vitrina, errors, ...vitrina.services };
}

/** Both lists fetched (and any guest copy pushed). */
async function listsSettled(vitrina: Vitrina): Promise<void> {
  const { favorites, compares } = vitrina.services;
  await vi.waitFor(() => {
    expect([favorites.loading.value, compares.loading.value, favorites.saved.value, compares.saved.value]).toEqual([false, false, true, true]);
  });
}

/** A browser whose earlier page logged `account` in. */
async function loggedInBrowser(account: Pick<DemoAccount, 'email' | 'password'>): Promise<Browser> {
  const browser = newBrowser();
  const answer = await page(browser).vitrina.api.call('login', { body: { email: account.email, password: account.password } });
  browser.cookies.cookie = `token=${answer.data.token}; path=/`;
  return browser;
}

/** A page load in `browser`: the login check, then the lists. */
async function restoredPage(browser: Browser) {
  const opened = page(browser);
  expect(await opened.auth.restore()).not.toBeNull();
  await listsSettled(opened.vitrina);
  return opened;
}

function userId(email: string): number {
  return (server.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
}

function listIds(list: 'favorites' | 'compares', email: string): number[] {
  const rows = server.db.prepare(`SELECT product_id FROM ${list} WHERE user_id = ? ORDER BY product_id`).all(userId(email)) as { product_id: number }[];
  return rows.map((row) => row.product_id);
}

/** Products anyone may see, outside `except`: id and category. */
function products(count: number, except: readonly number[] = [], where = '1 = 1'): { id: number; category_id: number }[] {
  return server.db
    .prepare(
      `SELECT id, category_id FROM products WHERE is_corporate = 0 AND ${where}
       AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY id LIMIT ?`,
    )
    .all(JSON.stringify(except), count) as { id: number; category_id: number }[];
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
const customer = demoAccounts.customer;

describe('favourites and compares against the reference shop', () => {
  it('loads the demo customer’s lists, by category, on the login check', async () => {
    const { vitrina, favorites, compares, errors } = await restoredPage(await loggedInBrowser(customer));

    expect(sorted(vitrina.state.favorites.ids.value)).toEqual(listIds('favorites', customer.email));
    expect(sorted(vitrina.state.compares.ids.value)).toEqual(listIds('compares', customer.email));
    expect(favorites.error.value).toBeNull();
    expect(compares.error.value).toBeNull();

    const categories = server.db
      .prepare(
        `SELECT c.id, c.slug, COUNT(*) AS n FROM compares x JOIN products p ON p.id = x.product_id JOIN categories c ON c.id = p.category_id
         WHERE x.user_id = ? GROUP BY c.id ORDER BY c.position, c.id`,
      )
      .all(userId(customer.email)) as { id: number; slug: string; n: number }[];
    expect(compares.categories.value.map((category) => ({ id: category.id, slug: category.slug, n: category.products.length }))).toEqual(categories);
    expect(compares.selectedCategory.value).toEqual({ id: categories[0]?.id, slug: categories[0]?.slug });
    expect(errors).toEqual([]);
  });

  it('persists a toggle: a fresh page of another browser sees it, and its removal', async () => {
    const browser = await loggedInBrowser(demoAccounts.leftHanded);
    const first = await restoredPage(browser);
    const [product] = products(1, first.vitrina.state.favorites.ids.value);
    const [compared] = products(1, first.vitrina.state.compares.ids.value);
    if (!product || !compared) throw new Error('The seed has no products');

    expect(await first.favorites.toggle(product.id, { categoryId: product.category_id })).toEqual({ ok: true, inList: true });
    expect(await first.compares.toggle(compared.id, { categoryId: compared.category_id })).toEqual({ ok: true, inList: true });
    expect(listIds('favorites', demoAccounts.leftHanded.email)).toContain(product.id);

    const second = await restoredPage(await loggedInBrowser(demoAccounts.leftHanded));
    expect(second.vitrina.state.favorites.has(product.id).value).toBe(true);
    expect(second.compares.categories.value.find((category) => category.id === compared.category_id)?.ids).toContain(compared.id);

    expect(await second.favorites.toggle(product.id)).toEqual({ ok: true, inList: false });
    const third = await restoredPage(browser);
    expect(third.vitrina.state.favorites.has(product.id).value).toBe(false);
    expect(third.vitrina.state.compares.has(compared.id).value).toBe(true);
    expect([...first.errors, ...second.errors, ...third.errors]).toEqual([]);
  });

  it('rolls back a toggle the server refuses (a product that does not exist)', async () => {
    const { vitrina, favorites, errors } = await restoredPage(await loggedInBrowser(demoAccounts.leftHanded));
    const before = vitrina.state.favorites.ids.value;
    const result = await favorites.toggle(987_654_321);
    expect(result).toMatchObject({ ok: false, inList: false });
    expect(vitrina.state.favorites.ids.value).toEqual(before);
    expect(errors).toMatchObject([{ status: 404, endpoint: 'addToFavoriteList' }]);
  });

  it('pushes a guest’s lists to the account at login, then deletes the copy', async () => {
    const browser = newBrowser();
    const guest = page(browser);
    const [liked, other, compared] = products(3);
    if (!liked || !other || !compared) throw new Error('The seed has no products');
    await guest.favorites.toggle(liked.id);
    await guest.favorites.toggle(other.id, { categoryId: other.category_id });
    await guest.compares.toggle(compared.id, { categoryId: compared.category_id });

    const email = `lists.${randomUUID().slice(0, 8)}@example.com`;
    await guest.auth.signUp({ name: 'Олена', lastName: 'Списки', email, phone: '050 123 45 67', password: 'секрет-123', privacyConsent: true });
    await listsSettled(guest.vitrina);

    expect(browser.storage.read(storageKeys.guestListsBeforeLogin, z.unknown())).toBeUndefined();
    expect(listIds('favorites', email)).toEqual(sorted([liked.id, other.id]));
    expect(listIds('compares', email)).toEqual([compared.id]);
    expect(sorted(guest.vitrina.state.favorites.ids.value)).toEqual(sorted([liked.id, other.id]));

    await guest.auth.logout();
    expect(guest.vitrina.state.favorites.ids.value).toEqual([]);
    expect(guest.vitrina.state.compares.ids.value).toEqual([]);
    expect(guest.errors).toEqual([]);
  });

  it('compares real products of a category, all characteristics or only the differences', async () => {
    const browser = await loggedInBrowser(demoAccounts.russian);
    const { vitrina, compares, errors } = await restoredPage(browser);
    const [category] = compares.categories.value;
    if (!category) throw new Error('The Russian demo customer compares nothing');
    expect(category.ids.length).toBeGreaterThanOrEqual(2);

    const urls: string[] = [];
    const comparePage = await compares.comparePage({
      url: `/compare?ids=${category.ids.join(',')}`,
      history: { replaceUrl: (url) => urls.push(url) },
    });
    await comparePage.load();
    const [table] = comparePage.categories.value;
    expect(table).toMatchObject({ id: category.id, filteredIdList: category.ids, isDifferentProducts: false });
    const full = table?.products ?? [];
    expect(full.every((product) => product.characteristics.length > 0)).toBe(true);
    expect(full[0]?.title).toMatch(/[а-яё]/i);
    const valuesOf = (title: string) => full.map((product) => product.characteristics.find((row) => row.title === title)?.value);
    const differs = (title: string) => new Set(valuesOf(title)).size > 1;
    const titles = [...new Set(full.flatMap((product) => product.characteristics.map((row) => row.title)))];

    await comparePage.setDifferences(category.id, true);
    const [differences] = comparePage.categories.value;
    expect(differences?.isDifferentProducts).toBe(true);
    const shown = new Set(differences?.products.flatMap((product) => product.characteristics.map((row) => row.title)));
    expect(titles.filter(differs).every((title) => shown.has(title))).toBe(true);
    expect(titles.filter((title) => !differs(title)).some((title) => shown.has(title))).toBe(false);
    expect(shown.size).toBeLessThan(titles.length);

    const [removed, ...kept] = category.ids;
    if (removed === undefined) throw new Error('unreachable');
    await comparePage.remove(removed);
    expect(urls).toEqual([kept.length > 0 ? `/compare?ids=${kept.join(',')}` : '/compare']);
    expect(vitrina.state.compares.has(removed).value).toBe(false);
    expect(listIds('compares', demoAccounts.russian.email)).not.toContain(removed);
    expect(comparePage.categories.value[0]?.filteredIdList).toEqual(kept);
    expect(errors).toEqual([]);
  });

  it('answers an unknown category with an error flag, not a crash', async () => {
    const { compares, errors } = page();
    const comparePage = await compares.comparePage({ url: '/compare?ids=1,2', categoryIds: [987_654], history: { replaceUrl: () => {} } });
    await comparePage.load();
    expect(comparePage.loading.value).toBe(false);
    expect(comparePage.error.value).toBeInstanceOf(HttpError);
    expect(errors).toMatchObject([{ status: 404, endpoint: 'compareProducts' }]);
  });
});

describe('pre-orders against the reference shop', () => {
  const contact = { name: 'Оксана', phone: '067 123 45 67' };

  it('pre-orders a product in waiting; a second time is the already-processed alert', async () => {
    const browser = await loggedInBrowser(customer);
    const first = await restoredPage(browser);
    const second = await restoredPage(browser);
    const seeded = first.vitrina.state.preorders.ids.value;
    expect(seeded.length).toBeGreaterThan(0);
    const [product] = products(1, seeded, 'in_waiting = 1');
    if (!product) throw new Error('The seed has no product in waiting');

    expect(first.preorders.open(product.id)).toEqual({ status: 'form-opened' });
    expect(first.vitrina.state.modal.value).toEqual({ open: true, id: 'pre-order' });
    expect(first.vitrina.state.selectedProductId.value).toBe(product.id);
    expect(await first.preorders.submit({ productId: product.id, ...contact })).toEqual({ status: 'ordered' });
    expect(first.vitrina.state.preorders.has(product.id).value).toBe(true);
    const rows = server.db.prepare('SELECT COUNT(*) AS n FROM preorders WHERE user_id = ? AND product_id = ?').get(userId(customer.email), product.id);
    expect(rows).toEqual({ n: 1 });

    // The button of a pre-ordered product shows the alert without asking the server.
    expect(first.preorders.open(product.id)).toEqual({ status: 'already-processed' });
    // A page that loaded before the pre-order learns it from the server's 409.
    expect(second.vitrina.state.preorders.has(product.id).value).toBe(false);
    expect(await second.preorders.submit({ productId: product.id, ...contact })).toEqual({ status: 'already-processed' });
    expect(second.vitrina.state.preorders.has(product.id).value).toBe(true);
    // The alert's texts come with the whole dictionary, which loads first.
    await vi.waitFor(() =>
      expect(second.vitrina.state.notifier.value).toEqual({
        open: true,
        title: 'Помилка',
        message: 'Ви вже оформили передзамовлення на цей товар',
        variant: 'error',
      }),
    );
    expect(second.errors).toMatchObject([{ status: 409, messageKey: 'general.errors.preorder_already_processed' }]);
    expect(first.errors).toEqual([]);

    // The seeded pre-order is known from the login check already.
    const [seededId] = seeded;
    if (seededId === undefined) throw new Error('unreachable');
    expect(first.preorders.open(seededId)).toEqual({ status: 'already-processed' });
  });

  it('asks a guest to log in, then reopens the pre-order after the login and on the next page', async () => {
    const browser = newBrowser();
    const guest = page(browser);
    const [product] = products(1, [], 'in_waiting = 1');
    if (!product) throw new Error('The seed has no product in waiting');
    expect(await guest.preorders.submit({ productId: product.id, ...contact })).toEqual({ status: 'login-required' });
    expect(guest.preorders.open(product.id)).toEqual({ status: 'login-required' });
    expect(guest.vitrina.state.modal.value).toEqual({ open: true, id: 'login' });
    expect(browser.storage.read(storageKeys.savedPreOrderProductId, z.number())).toBe(product.id);

    await guest.auth.login({ email: demoAccounts.russian.email, password: demoAccounts.russian.password });
    const closing = guest.ui.closeModal();
    await vi.waitFor(() => expect(guest.vitrina.state.modal.value).toEqual({ open: true, id: 'pre-order' }));
    await closing;
    expect(guest.vitrina.state.modal.value).toEqual({ open: true, id: 'pre-order' });
    expect(guest.vitrina.state.selectedProductId.value).toBe(product.id);

    // The shop reloads before the shopper sends the form: the next page opens it again.
    const next = await restoredPage(browser);
    expect(next.vitrina.state.modal.value).toEqual({ open: true, id: 'pre-order' });
    expect(next.vitrina.state.selectedProductId.value).toBe(product.id);
    expect(await next.preorders.submit({ productId: product.id, ...contact })).toEqual({ status: 'ordered' });
    expect(browser.storage.read(storageKeys.savedPreOrderProductId, z.number())).toBeUndefined();
    expect([...guest.errors, ...next.errors]).toEqual([]);
  });
});
