import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createVitrina } from '../../create-vitrina';
import { storageKeys } from '../../storage/keys';
import { createMemoryStore } from '../../storage/memory-store';
import { storedListSchema } from './list-entry';
import { PROFILE_API } from './test-lists-kit';
import { setup, storedIds, useListsServer } from './test-favorites-kit';

useListsServer();

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
