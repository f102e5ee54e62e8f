import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { storageKeys } from '../../storage/keys';
import { createComparesService } from './create-compares-service';
import { createFavoritesService } from './create-favorites-service';
import { storedListSchema } from './list-entry';
import { fakeListsApi, PROFILE_API, testListsContext, testUser } from './test-lists-kit';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(options: { compares?: number[]; stored?: unknown } = {}) {
  const api = fakeListsApi({ compares: options.compares });
  server.use(...api.handlers);
  const kit = testListsContext();
  if (options.stored !== undefined) kit.storage.write(storageKeys.compareList, options.stored);
  const compares = createComparesService(kit.context);
  return { ...kit, api, compares };
}

describe('compares of a guest', () => {
  it('keeps products with their category under compareList', async () => {
    const kit = setup();
    await kit.compares.toggle(101, { categoryId: 14 });
    await kit.compares.toggle(201, { categoryId: 20 });
    await kit.compares.toggle(102, { categoryId: 14 });
    expect(kit.storage.read(storageKeys.compareList, storedListSchema)).toEqual({
      products: [
        { id: 101, category_id: 14 },
        { id: 201, category_id: 20 },
        { id: 102, category_id: 14 },
      ],
    });
    expect(kit.state.compares.ids.value).toEqual([101, 201, 102]);
    expect(kit.compares.categories.value.map(({ id, ids }) => ({ id, ids }))).toEqual([
      { id: 14, ids: [101, 102] },
      { id: 20, ids: [201] },
    ]);
    expect(kit.emittedOf('lists:changed').at(-1)).toEqual({ list: 'compares', ids: [101, 201, 102] });
    expect(kit.api.seen).toEqual([]);
  });

  it('reads the stored list, a legacy entry without category included', () => {
    const kit = setup({ stored: { products: [{ id: 101, category_id: 14 }, { id: 201 }] } });
    expect(kit.state.compares.ids.value).toEqual([101, 201]);
    expect(kit.compares.categories.value.map((category) => category.id)).toEqual([14]);
  });

  it.each([
    ['a list, not an object', [101, 102]],
    ['an object without products', { items: [101] }],
  ])('ignores a compareList of the wrong shape (%s) and reports it', (_case, stored) => {
    const kit = setup({ stored });
    expect(kit.state.compares.ids.value).toEqual([]);
    expect(kit.storage.read(storageKeys.compareList, z.unknown())).toBeUndefined();
    expect(kit.storageProblems).toMatchObject([{ kind: 'dropped', key: storageKeys.compareList }]);
  });

  it.each([
    ['a string id', { id: '101', category_id: 14 }],
    ['a negative id', { id: -1, category_id: 14 }],
    ['a string category', { id: 103, category_id: '14' }],
  ])('drops an entry with %s, keeps the others, and reports it', (_case, bad) => {
    const kit = setup({ stored: { products: [{ id: 201, category_id: 14 }, bad, { id: 202, category_id: 14 }] } });
    expect(kit.state.compares.ids.value).toEqual([201, 202]);
    expect(kit.reported.map((error) => error.kind)).toEqual(['schema']);
    expect(kit.storage.read(storageKeys.compareList, z.unknown())).toEqual({
      products: [
        { id: 201, category_id: 14 },
        { id: 202, category_id: 14 },
      ],
    });
  });

  it('keeps favourites and compares apart', async () => {
    const kit = setup();
    const favorites = createFavoritesService(kit.context);
    await kit.compares.toggle(101);
    await favorites.toggle(201);
    expect(kit.state.compares.ids.value).toEqual([101]);
    expect(kit.state.favorites.ids.value).toEqual([201]);
  });
});

describe('compares of a logged-in shopper', () => {
  it('persists toggles and flags the list unsaved while the server has not answered', async () => {
    const kit = setup({ compares: [101] });
    kit.restore(testUser({ compares: [101] }));
    await vi.waitFor(() => expect(kit.compares.loading.value).toBe(false));
    expect(kit.compares.categories.value).toMatchObject([{ id: 14, slug: 'smartphones', title: 'Смартфони', ids: [101] }]);

    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${PROFILE_API}me/compares`, async () => {
        await answered;
        return HttpResponse.json({ success: true, data: { product_ids: [101, 102] } });
      }),
    );
    const adding = kit.compares.toggle(102, { categoryId: 14 });
    expect(kit.compares.saved.value).toBe(false);
    expect(kit.compares.categories.value[0]?.ids).toEqual([101, 102]);
    answer();
    expect(await adding).toEqual({ ok: true, inList: true });
    expect(kit.compares.saved.value).toBe(true);
    expect(kit.state.compares.ids.value).toEqual([101, 102]);
  });

  it('rolls back on a network failure', async () => {
    const kit = setup({ compares: [] });
    kit.restore();
    await vi.waitFor(() => expect(kit.compares.loading.value).toBe(false));
    server.use(http.post(`${PROFILE_API}me/compares`, () => HttpResponse.error()));
    expect(await kit.compares.toggle(101)).toMatchObject({ ok: false, inList: false, error: { kind: 'network' } });
    expect(kit.state.compares.ids.value).toEqual([]);
    expect(kit.reported.map((error) => error.kind)).toEqual(['network']);
  });

  it('sets its own error flag when its fetch fails on restore', async () => {
    const kit = setup();
    const favorites = createFavoritesService(kit.context);
    server.use(http.get(`${PROFILE_API}me/compares`, () => HttpResponse.json({ error: { code: 'errors.generic', message: 'x' } }, { status: 500 })));
    kit.restore();
    await vi.waitFor(() => expect(kit.compares.loading.value).toBe(false));
    await vi.waitFor(() => expect(favorites.loading.value).toBe(false));
    expect(kit.compares.error.value).toMatchObject({ status: 500 });
    expect(favorites.error.value).toBeNull();
  });

  it('ignores a fetch answer that a toggle made out of date', async () => {
    const kit = setup({ compares: [101] });
    server.use(
      http.get(`${PROFILE_API}me/compares`, async () => {
        await delay(30);
        return HttpResponse.json({ success: true, data: [{ id: 14, slug: 'smartphones', title: 'Смартфони', products: [] }] });
      }),
    );
    kit.restore(testUser({ compares: [101] }));
    await kit.compares.toggle(102);
    await vi.waitFor(() => expect(kit.compares.loading.value).toBe(false));
    expect(kit.state.compares.ids.value).toEqual([101, 102]);
  });

  it('pushes the guest compares after login next to the favourites in one copy', async () => {
    const kit = setup({ compares: [] });
    const favorites = createFavoritesService(kit.context);
    await kit.compares.toggle(101, { categoryId: 14 });
    await favorites.toggle(201);
    kit.logIn();
    expect(kit.storage.read(storageKeys.guestListsBeforeLogin, z.unknown())).toEqual({
      favorites: [{ id: 201, category_id: null }],
      compares: [{ id: 101, category_id: 14 }],
    });
    await vi.waitFor(() => expect(kit.storage.read(storageKeys.guestListsBeforeLogin, z.unknown())).toBeUndefined());
    await vi.waitFor(() => expect(kit.compares.loading.value).toBe(false));
    expect(kit.api.lists).toEqual({ favorites: [201], compares: [101] });
    expect(kit.storage.read(storageKeys.compareList, z.unknown())).toBeUndefined();
  });
});
