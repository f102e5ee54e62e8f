import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { HttpError } from '../../errors';
import { storageKeys } from '../../storage/keys';
import { PROFILE_API, testUser } from './test-lists-kit';
import { server, setup, storedIds, useListsServer } from './test-favorites-kit';

useListsServer();

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
