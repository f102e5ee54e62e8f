import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createVitrina } from '../../create-vitrina';
import { HttpError } from '../../errors';
import { storageKeys } from '../../storage/keys';
import { createMemoryStore } from '../../storage/memory-store';
import type { KeyValueStore } from '../../storage/types';
import { createFavoritesService } from './create-favorites-service';
import { storedListSchema } from './list-entry';
import { fakeListsApi, PROFILE_API, settle, testListsContext, testUser } from './test-lists-kit';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(options: { favorites?: number[]; stored?: unknown } = {}) {
  const api = fakeListsApi({ favorites: options.favorites });
  server.use(...api.handlers);
  const kit = testListsContext();
  if (options.stored !== undefined) kit.storage.write(storageKeys.favoritesList, options.stored);
  const favorites = createFavoritesService(kit.context);
  return { ...kit, api, favorites };
}

const storedIds = (kit: { storage: KeyValueStore }) =>
  kit.storage.read(storageKeys.favoritesList, storedListSchema)?.products.map((entry) => entry.id);

const guestCopy = z.object({ favorites: z.optional(z.array(z.object({ id: z.number() }))), compares: z.optional(z.array(z.object({ id: z.number() }))) });

describe('favourites of a guest', () => {
  it('toggles in local storage without asking the server', async () => {
    const kit = setup();
    expect(await kit.favorites.toggle(101, { categoryId: 14 })).toEqual({ ok: true, inList: true });
    expect(await kit.favorites.toggle(201)).toEqual({ ok: true, inList: true });
    expect(kit.state.favorites.ids.value).toEqual([101, 201]);
    expect(kit.storage.read(storageKeys.favoritesList, storedListSchema)).toEqual({
      products: [
        { id: 101, category_id: 14 },
        { id: 201, category_id: null },
      ],
    });

    expect(await kit.favorites.toggle(101)).toEqual({ ok: true, inList: false });
    expect(kit.state.favorites.has(101).value).toBe(false);
    expect(storedIds(kit)).toEqual([201]);
    expect(kit.api.seen).toEqual([]);
    expect(kit.emittedOf('lists:changed')).toEqual([
      { list: 'favorites', ids: [101] },
      { list: 'favorites', ids: [101, 201] },
      { list: 'favorites', ids: [201] },
    ]);
  });

  it('refuses an id that is not a product id, storing nothing', async () => {
    const kit = setup();
    for (const bad of [0, -3, 1.5, Number.NaN]) {
      const result = await kit.favorites.toggle(bad, { categoryId: 14 });
      expect(result).toMatchObject({ ok: false, inList: false, error: { kind: 'validation', fields: { productId: 'validation.invalid' } } });
    }
    await kit.favorites.toggle(101, { categoryId: -1 });
    expect(kit.storage.read(storageKeys.favoritesList, storedListSchema)).toEqual({ products: [{ id: 101, category_id: null }] });
  });

  it('starts from the stored list, grouped by the categories it knows', () => {
    const kit = setup({ stored: { products: [{ id: 101, category_id: 14 }, { id: 102, category_id: 14 }, { id: 201, category_id: null }] } });
    expect(kit.state.favorites.ids.value).toEqual([101, 102, 201]);
    expect(kit.favorites.categories.value).toEqual([{ id: 14, slug: null, title: null, ids: [101, 102], products: [] }]);
    expect(kit.favorites.selectedCategory.value).toEqual({ id: 14, slug: null });
  });

  it('ignores a stored list of the wrong shape and reports it', () => {
    const kit = setup({ stored: { items: [101] } });
    expect(kit.state.favorites.ids.value).toEqual([]);
    expect(kit.storage.read(storageKeys.favoritesList, z.unknown())).toBeUndefined();
    expect(kit.storageProblems).toMatchObject([{ kind: 'dropped', key: storageKeys.favoritesList }]);
  });

  it('keeps the good entries of a stored list with bad ones, reports the bad ones and stores the list without them', () => {
    const kit = setup({ stored: { products: [{ id: 101, category_id: 14 }, { id: '102' }, { id: 103, category_id: '14' }, { id: 104 }] } });
    expect(kit.state.favorites.ids.value).toEqual([101, 104]);
    expect(kit.reported).toEqual([expect.objectContaining({ kind: 'schema' })]);
    expect(String(kit.reported[0]?.message)).toContain(storageKeys.favoritesList);
    expect(kit.storage.read(storageKeys.favoritesList, storedListSchema)).toEqual({
      products: [
        { id: 101, category_id: 14 },
        { id: 104, category_id: null },
      ],
    });
  });

  it('re-reads local storage when another tab changed the list', () => {
    const kit = setup();
    kit.storage.write(storageKeys.favoritesList, { products: [{ id: 202, category_id: 20 }] });
    kit.events.emit('remote:changed', { topic: 'favorites' });
    expect(kit.state.favorites.ids.value).toEqual([202]);
    kit.events.emit('remote:changed', { topic: 'cart' });
    expect(kit.api.seen).toEqual([]);
  });

  it('works through createVitrina', async () => {
    const storage = createMemoryStore();
    const vitrina = createVitrina({
      api: { profile: PROFILE_API, shop: 'https://shop.test/api/shop/' },
      storage,
      cookieDocument: { cookie: '' },
      retryLimit: 0,
    });
    await vitrina.services.favorites.toggle(101);
    expect(vitrina.state.favorites.has(101).value).toBe(true);
    expect(storage.read(storageKeys.favoritesList, storedListSchema)).toEqual({ products: [{ id: 101, category_id: null }] });
    vitrina.destroy();
  });
});

describe('favourites of a logged-in shopper', () => {
  it('loads the list on restore, with categories and the loading flag', async () => {
    const kit = setup({ favorites: [101, 201, 102] });
    kit.restore(testUser({ favorites: [101, 201, 102] }));
    expect(kit.state.favorites.ids.value).toEqual([101, 201, 102]);
    expect(kit.favorites.loading.value).toBe(true);

    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    expect(kit.api.seen).toMatchObject([{ method: 'GET', path: 'profile/me/favorites', token: 'token-1' }]);
    expect(kit.favorites.error.value).toBeNull();
    expect(kit.state.favorites.ids.value).toEqual([101, 102, 201]);
    expect(kit.favorites.categories.value.map(({ id, slug, ids }) => ({ id, slug, ids }))).toEqual([
      { id: 14, slug: 'smartphones', ids: [101, 102] },
      { id: 20, slug: 'laptops', ids: [201] },
    ]);
    expect(kit.favorites.categories.value[0]?.products.map((product) => product.id)).toEqual([101, 102]);
    kit.favorites.selectCategory(20);
    expect(kit.favorites.selectedCategory.value).toEqual({ id: 20, slug: 'laptops' });
    // The guest list is not touched by a restore.
    expect(kit.storage.read(storageKeys.favoritesList, z.unknown())).toBeUndefined();
  });

  it('sets the error flag silently when the fetch on restore fails, and reports the error', async () => {
    const kit = setup();
    server.use(http.get(`${PROFILE_API}me/favorites`, () => HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 503 })));
    kit.restore(testUser({ favorites: [101] }));
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));

    expect(kit.favorites.error.value).toBeInstanceOf(HttpError);
    expect(kit.reported).toHaveLength(1);
    expect(kit.reported[0]).toMatchObject({ status: 503, endpoint: 'getFavoritesList' });
    // The ids the login check brought stay.
    expect(kit.state.favorites.ids.value).toEqual([101]);
    expect(kit.emittedOf('ui:notify')).toEqual([]);
  });

  it('a fetch with a broken body is a schema error in the flag, not a crash', async () => {
    const kit = setup();
    server.use(http.get(`${PROFILE_API}me/favorites`, () => HttpResponse.json({ success: true, data: [{ id: 'x' }] })));
    kit.restore();
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    expect(kit.favorites.error.value?.kind).toBe('schema');
    expect(kit.reported.map((error) => error.kind)).toEqual(['schema']);
  });

  it('persists toggles to the server', async () => {
    const kit = setup({ favorites: [101] });
    kit.restore(testUser({ favorites: [101] }));
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));

    const adding = kit.favorites.toggle(201);
    expect(kit.state.favorites.has(201).value).toBe(true);
    expect(await adding).toEqual({ ok: true, inList: true });
    expect(await kit.favorites.toggle(101)).toEqual({ ok: true, inList: false });

    expect(kit.api.seen.slice(1)).toMatchObject([
      { method: 'POST', path: 'profile/me/favorites', body: { product_ids: [201] }, token: 'token-1' },
      { method: 'DELETE', path: 'profile/me/favorites', body: { product_ids: [101] } },
    ]);
    expect(kit.api.lists.favorites).toEqual([201]);
    expect(kit.state.favorites.ids.value).toEqual([201]);
    expect(kit.storage.read(storageKeys.favoritesList, z.unknown())).toBeUndefined();
    expect(kit.emittedOf('lists:changed')).toEqual([
      { list: 'favorites', ids: [101, 201] },
      { list: 'favorites', ids: [201] },
    ]);
  });

  it('rolls a refused toggle back and reports the error', async () => {
    const kit = setup({ favorites: [101] });
    kit.restore(testUser({ favorites: [101] }));
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    server.use(http.all(`${PROFILE_API}me/favorites`, () => HttpResponse.json({ error: { code: 'errors.generic', message: 'x' } }, { status: 500 })));

    const adding = kit.favorites.toggle(201);
    expect(kit.state.favorites.has(201).value).toBe(true);
    const added = await adding;
    expect(added).toMatchObject({ ok: false, inList: false });
    expect(added.ok ? null : added.error).toBeInstanceOf(HttpError);
    expect(kit.state.favorites.ids.value).toEqual([101]);

    expect(await kit.favorites.toggle(101)).toMatchObject({ ok: false, inList: true });
    expect(kit.state.favorites.ids.value).toEqual([101]);
    expect(kit.reported.map((error) => (error as HttpError).status)).toEqual([500, 500]);
    expect(kit.emittedOf('lists:changed')).toEqual([]);
    expect(kit.favorites.saved.value).toBe(true);
  });

  it('keeps the category of a product whose removal was refused', async () => {
    const kit = setup({ favorites: [] });
    kit.restore();
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    await kit.favorites.toggle(201, { categoryId: 20 });
    server.use(http.delete(`${PROFILE_API}me/favorites`, () => HttpResponse.error()));
    expect(await kit.favorites.toggle(201)).toMatchObject({ ok: false, inList: true });
    expect(kit.favorites.categories.value).toMatchObject([{ id: 20, ids: [201] }]);
  });

  it('lets a change under way finish when the login check runs again for the same shopper', async () => {
    const kit = setup({ favorites: [] });
    kit.restore();
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    const adding = kit.favorites.toggle(101);
    kit.restore();
    expect(await adding).toEqual({ ok: true, inList: true });
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    expect(kit.state.favorites.ids.value).toEqual([101]);
  });

  it('sends quick toggles in order and keeps the last one', async () => {
    const kit = setup();
    kit.restore();
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    const results = await Promise.all([kit.favorites.toggle(101), kit.favorites.toggle(101), kit.favorites.toggle(101)]);
    expect(results).toEqual([
      { ok: true, inList: true },
      { ok: true, inList: false },
      { ok: true, inList: true },
    ]);
    expect(kit.api.seen.slice(1).map((request) => request.method)).toEqual(['POST', 'DELETE', 'POST']);
    expect(kit.state.favorites.ids.value).toEqual([101]);
    expect(kit.api.lists.favorites).toEqual([101]);
  });

  it('re-reads the server list when another tab changed it', async () => {
    const kit = setup({ favorites: [101] });
    kit.restore(testUser({ favorites: [101] }));
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    kit.api.lists.favorites.push(202);
    kit.events.emit('remote:changed', { topic: 'favorites' });
    await vi.waitFor(() => expect(kit.state.favorites.ids.value).toEqual([101, 202]));
    // A re-read is not a change made in this tab.
    expect(kit.emittedOf('lists:changed')).toEqual([]);
  });

  it('resets on logout, the guest key included', async () => {
    const kit = setup({ favorites: [101] });
    kit.restore(testUser({ favorites: [101] }));
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    kit.logOut();
    expect(kit.state.favorites.ids.value).toEqual([]);
    expect(kit.favorites.categories.value).toEqual([]);
    expect(kit.favorites.selectedCategory.value).toBeNull();

    await kit.favorites.toggle(202);
    expect(storedIds(kit)).toEqual([202]);
    expect(kit.api.seen.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('drops the answer of a change sent before the logout', async () => {
    const kit = setup({ favorites: [] });
    kit.restore();
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    const adding = kit.favorites.toggle(101);
    kit.logOut();
    await adding;
    expect(kit.state.favorites.ids.value).toEqual([]);
  });
});

describe('guest favourites at login', () => {
  it('keeps a copy, pushes it to the server, deletes the copy, then loads the list', async () => {
    const kit = setup({ favorites: [102] });
    await kit.favorites.toggle(101, { categoryId: 14 });
    await kit.favorites.toggle(201);

    kit.logIn(testUser({ favorites: [102] }));
    // At once: the copy is kept, the guest key is emptied and the ids are the union.
    expect(kit.storage.read(storageKeys.guestListsBeforeLogin, guestCopy)).toEqual({ favorites: [{ id: 101 }, { id: 201 }] });
    expect(kit.storage.read(storageKeys.favoritesList, z.unknown())).toBeUndefined();
    expect(kit.state.favorites.ids.value).toEqual([102, 101, 201]);
    expect(kit.favorites.saved.value).toBe(false);

    await vi.waitFor(() => expect(kit.storage.read(storageKeys.guestListsBeforeLogin, z.unknown())).toBeUndefined());
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    expect(kit.api.seen).toMatchObject([
      { method: 'POST', path: 'profile/me/favorites', body: { product_ids: [101, 201] } },
      { method: 'GET', path: 'profile/me/favorites' },
    ]);
    expect(kit.api.lists.favorites).toEqual([102, 101, 201]);
    expect(kit.state.favorites.ids.value).toEqual([102, 101, 201]);
    expect(kit.favorites.saved.value).toBe(true);
    expect(kit.emittedOf('lists:changed').at(-1)).toEqual({ list: 'favorites', ids: [102, 101, 201] });
  });

  it('pushes a copy left by the login on the next page load', async () => {
    const storage = createMemoryStore();
    storage.write(storageKeys.guestListsBeforeLogin, { favorites: [{ id: 201, category_id: 20 }] });
    const api = fakeListsApi({ favorites: [101] });
    server.use(...api.handlers);
    const kit = testListsContext({ storage });
    createFavoritesService(kit.context);

    kit.restore(testUser({ favorites: [101] }));
    expect(kit.state.favorites.ids.value).toEqual([101, 201]);
    await vi.waitFor(() => expect(api.seen).toHaveLength(2));
    await settle();
    expect(api.seen[0]).toMatchObject({ method: 'POST', body: { product_ids: [201] } });
    expect(storage.read(storageKeys.guestListsBeforeLogin, z.unknown())).toBeUndefined();
    expect(kit.state.favorites.ids.value).toEqual([101, 201]);
  });

  it('keeps the copy for the next page when the push fails for now', async () => {
    const kit = setup();
    await kit.favorites.toggle(101);
    server.use(http.post(`${PROFILE_API}me/favorites`, () => HttpResponse.json({ error: { code: 'errors.generic', message: 'x' } }, { status: 502 })));
    kit.logIn();
    await vi.waitFor(() => expect(kit.api.seen.map((request) => request.method)).toEqual(['GET']));
    await settle();
    expect(kit.storage.read(storageKeys.guestListsBeforeLogin, guestCopy)).toEqual({ favorites: [{ id: 101 }] });
    expect(kit.favorites.saved.value).toBe(false);
    expect(kit.reported.map((error) => (error as HttpError).status)).toEqual([502]);
  });

  it('drops a copy the server refuses for good', async () => {
    const kit = setup();
    await kit.favorites.toggle(999_999);
    kit.logIn();
    await vi.waitFor(() => expect(kit.api.seen).toHaveLength(2));
    await settle();
    expect(kit.api.seen[0]).toMatchObject({ method: 'POST', body: { product_ids: [999_999] } });
    expect(kit.storage.read(storageKeys.guestListsBeforeLogin, z.unknown())).toBeUndefined();
    expect(kit.state.favorites.ids.value).toEqual([]);
  });

  it('does not take a logged-in shopper’s list for a guest copy when accounts switch', async () => {
    const kit = setup({ favorites: [101] });
    kit.restore(testUser({ favorites: [101] }));
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    kit.logIn(testUser({ uuid: 'other', favorites: [] }), 'token-2');
    expect(kit.storage.read(storageKeys.guestListsBeforeLogin, z.unknown())).toBeUndefined();
    expect(kit.state.favorites.ids.value).toEqual([]);
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    expect(kit.api.seen.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('forgets an unpushed copy on logout', async () => {
    const kit = setup();
    await kit.favorites.toggle(101);
    server.use(http.post(`${PROFILE_API}me/favorites`, () => HttpResponse.error()));
    kit.logIn();
    await vi.waitFor(() => expect(kit.favorites.loading.value).toBe(false));
    await settle();
    kit.logOut();
    expect(kit.storage.read(storageKeys.guestListsBeforeLogin, z.unknown())).toBeUndefined();
  });
});
