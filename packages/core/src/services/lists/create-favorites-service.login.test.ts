import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { HttpError } from '../../errors';
import { storageKeys } from '../../storage/keys';
import { createMemoryStore } from '../../storage/memory-store';
import { createFavoritesService } from './create-favorites-service';
import { fakeListsApi, PROFILE_API, settle, testListsContext, testUser } from './test-lists-kit';
import { guestCopy, server, setup, useListsServer } from './test-favorites-kit';

useListsServer();

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
