import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../errors';
import { storageKeys } from '../../storage/keys';
import { createComparePage } from './create-compare-page';
import { createComparesService } from './create-compares-service';
import { storedListSchema } from './list-entry';
import { card, fakeListsApi, listsTestServer, SHOP_API, testListsContext, testUser } from './test-lists-kit';

const server = listsTestServer();

const PAGE = 'https://shop.test/compare?ids=101,102,103,201&category=smartphones#table';

async function setup(options: { stored?: { id: number; category_id: number | null }[]; url?: string; categoryIds?: number[] } = {}) {
  const api = fakeListsApi();
  server.use(...api.handlers);
  const kit = testListsContext();
  kit.storage.write(storageKeys.compareList, {
    products: options.stored ?? [
      { id: 101, category_id: 14 },
      { id: 102, category_id: 14 },
      { id: 103, category_id: 14 },
      { id: 201, category_id: 20 },
    ],
  });
  const compares = createComparesService(kit.context);
  const urls: string[] = [];
  const page = await compares.comparePage({
    url: options.url ?? PAGE,
    history: { replaceUrl: (url) => urls.push(url) },
    ...(options.categoryIds ? { categoryIds: options.categoryIds } : {}),
  });
  const compareRequests = () => api.seen.filter((request) => request.path.startsWith('shop/compare/'));
  return { ...kit, api, compares, page, urls, compareRequests };
}

const stored = (kit: Awaited<ReturnType<typeof setup>>) => kit.storage.read(storageKeys.compareList, storedListSchema)?.products;

describe('compare page', () => {
  it('loads every category with the ids of the address and the shop language', async () => {
    const kit = await setup();
    expect(kit.page.ids.value).toEqual([101, 102, 103, 201]);
    const loading = kit.page.load();
    expect(kit.page.loading.value).toBe(true);
    await loading;

    expect(kit.page.loading.value).toBe(false);
    expect(kit.compareRequests().map((request) => request.path)).toEqual([
      'shop/compare/14?ids=101%2C102%2C103%2C201&locale=uk',
      'shop/compare/20?ids=101%2C102%2C103%2C201&locale=uk',
    ]);
    expect(kit.page.categories.value.map(({ id, inMemoryNotFilteredIds, filteredIdList, isDifferentProducts }) => ({
      id,
      inMemoryNotFilteredIds,
      filteredIdList,
      isDifferentProducts,
    }))).toEqual([
      { id: 14, inMemoryNotFilteredIds: [101, 102, 103, 201], filteredIdList: [101, 102, 103], isDifferentProducts: false },
      { id: 20, inMemoryNotFilteredIds: [101, 102, 103, 201], filteredIdList: [201], isDifferentProducts: false },
    ]);
    expect(kit.page.categories.value[0]?.products[0]?.characteristics).toEqual([
      { title: 'Вага', value: '200 г' },
      { title: 'Колір', value: 'колір 101' },
    ]);
  });

  it('takes the answer as the compare list: categories learned, vanished products dropped, storage too', async () => {
    const kit = await setup({
      url: 'https://shop.test/compare?ids=101,102,777',
      stored: [
        { id: 101, category_id: null },
        { id: 102, category_id: 14 },
        { id: 777, category_id: 14 },
      ],
      categoryIds: [14],
    });
    await kit.page.load();
    expect(kit.compareRequests()[0]?.path).toBe('shop/compare/14?ids=101%2C102%2C777&locale=uk');
    expect(kit.state.compares.ids.value).toEqual([101, 102]);
    expect(stored(kit)).toEqual([
      { id: 101, category_id: 14 },
      { id: 102, category_id: 14 },
    ]);
    expect(kit.compares.categories.value).toMatchObject([{ id: 14, ids: [101, 102] }]);
    expect(kit.compares.categories.value[0]?.products.map((product) => product.id)).toEqual([101, 102]);
    expect(kit.emittedOf('lists:changed').at(-1)).toEqual({ list: 'compares', ids: [101, 102] });
  });

  it('uses the compare list when the address has no ids', async () => {
    const kit = await setup({ url: '/compare' });
    expect(kit.page.ids.value).toEqual([101, 102, 103, 201]);
    await kit.page.load();
    expect(kit.page.categories.value.map((category) => category.id)).toEqual([14, 20]);
  });

  it('switches the differences mode of one category, re-fetching with diff=1', async () => {
    const kit = await setup();
    await kit.page.load();
    await kit.page.toggleDifferences(14);
    expect(kit.compareRequests().at(-1)?.path).toBe('shop/compare/14?ids=101%2C102%2C103%2C201&diff=1&locale=uk');
    const smartphones = kit.page.categories.value[0];
    expect(smartphones?.isDifferentProducts).toBe(true);
    expect(smartphones?.products[0]?.characteristics).toEqual([{ title: 'Колір', value: 'колір 101' }]);
    expect(kit.page.categories.value[1]?.isDifferentProducts).toBe(false);

    await kit.page.setDifferences(14, false);
    expect(kit.compareRequests().at(-1)?.path).not.toContain('diff');
    expect(kit.page.categories.value[0]?.isDifferentProducts).toBe(false);
  });

  it('removes a product: the list, storage and the address ids change in place, nothing is re-fetched', async () => {
    const kit = await setup();
    await kit.page.load();
    const before = kit.compareRequests().length;
    await kit.page.remove(102);

    expect(kit.urls).toEqual(['https://shop.test/compare?ids=101,103,201&category=smartphones#table']);
    expect(kit.page.ids.value).toEqual([101, 103, 201]);
    expect(kit.page.categories.value[0]).toMatchObject({ filteredIdList: [101, 103], inMemoryNotFilteredIds: [101, 103, 201] });
    expect(kit.page.categories.value[0]?.products.map((product) => product.id)).toEqual([101, 103]);
    expect(kit.state.compares.has(102).value).toBe(false);
    expect(stored(kit)?.map((entry) => entry.id)).toEqual([101, 103, 201]);
    expect(kit.compareRequests()).toHaveLength(before);
  });

  it('re-fetches the differences after a removal in differences mode', async () => {
    const kit = await setup();
    await kit.page.load();
    await kit.page.setDifferences(14, true);
    await kit.page.remove(101);
    expect(kit.compareRequests().at(-1)?.path).toBe('shop/compare/14?ids=102%2C103%2C201&diff=1&locale=uk');
    expect(kit.page.categories.value[0]).toMatchObject({ filteredIdList: [102, 103], isDifferentProducts: true });
  });

  it('reloads the category when fewer than 2 of its products remain, and drops it when none do', async () => {
    const kit = await setup();
    await kit.page.load();
    await kit.page.setDifferences(14, true);
    await kit.page.remove(101);
    await kit.page.remove(102);
    expect(kit.compareRequests().at(-1)?.path).toBe('shop/compare/14?ids=103%2C201&locale=uk');
    expect(kit.page.categories.value[0]).toMatchObject({ id: 14, filteredIdList: [103], isDifferentProducts: false });

    const before = kit.compareRequests().length;
    await kit.page.remove(201);
    expect(kit.compareRequests()).toHaveLength(before);
    expect(kit.page.categories.value.map((category) => category.id)).toEqual([14]);
    expect(kit.urls.at(-1)).toBe('https://shop.test/compare?ids=103&category=smartphones#table');

    await kit.page.remove(103);
    expect(kit.page.categories.value).toEqual([]);
    expect(kit.urls.at(-1)).toBe('https://shop.test/compare?category=smartphones#table');
    expect(kit.state.compares.ids.value).toEqual([]);
  });

  it('on a failed fetch clears the loading flag at once and again 1 s later, and keeps the error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const kit = await setup();
    server.use(
      http.get(`${SHOP_API}compare/14`, () => HttpResponse.json({ error: { code: 'errors.generic', message: 'x' } }, { status: 500 })),
      http.get(`${SHOP_API}compare/20`, async () => {
        await delay('infinite');
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    void kit.page.load();
    expect(kit.page.loading.value).toBe(true);
    // Let the answers arrive without moving the fake clock.
    for (let round = 0; round < 50 && kit.page.error.value === null; round += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }

    expect(kit.page.loading.value).toBe(false);
    expect(kit.page.error.value).toMatchObject({ status: 500, endpoint: 'compareProducts' });
    expect(kit.reported).toHaveLength(1);

    // A fetch that set the flag again within that second has it cleared by the follow-up reset.
    void kit.page.setDifferences(20, true);
    expect(kit.page.loading.value).toBe(true);
    await vi.advanceTimersByTimeAsync(990);
    expect(kit.page.loading.value).toBe(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(kit.page.loading.value).toBe(false);
    kit.page.destroy();
  });

  it('leaves no category and the flag off after a network failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const kit = await setup({ categoryIds: [14] });
    server.use(http.get(`${SHOP_API}compare/14`, () => HttpResponse.error()));
    await kit.page.load();
    expect(kit.page.loading.value).toBe(false);
    expect(kit.page.error.value?.kind).toBe('network');
    await vi.advanceTimersByTimeAsync(1000);
    expect(kit.page.loading.value).toBe(false);
    expect(kit.page.categories.value).toEqual([]);
  });

  it('ignores an answer overtaken by a later request for the same category', async () => {
    const kit = await setup({ categoryIds: [14] });
    server.use(
      http.get(`${SHOP_API}compare/14`, async ({ request }) => {
        const differences = new URL(request.url).searchParams.get('diff') === '1';
        if (!differences) await delay(40);
        return HttpResponse.json({ success: true, data: [{ ...card(101), characteristics: [] }] });
      }),
    );
    const plain = kit.page.load();
    const differences = kit.page.setDifferences(14, true);
    await Promise.all([plain, differences]);
    expect(kit.page.categories.value[0]?.isDifferentProducts).toBe(true);
  });

  it('starts from the address ids before any fetch; a load and a removal made at once end in step', async () => {
    const kit = await setup();
    expect(kit.page.ids.value).toEqual([101, 102, 103, 201]);
    expect(kit.page.loading.value).toBe(false);
    expect(kit.compareRequests()).toEqual([]);
    const loading = kit.page.load();
    const removal = kit.page.remove(102);
    expect(kit.page.loading.value).toBe(true);
    await Promise.all([loading, removal]);

    expect(kit.page.loading.value).toBe(false);
    expect(kit.page.ids.value).toEqual([101, 103, 201]);
    expect(kit.urls).toEqual(['https://shop.test/compare?ids=101,103,201&category=smartphones#table']);
    expect(kit.page.categories.value.map((category) => category.filteredIdList)).toEqual([[101, 103], [201]]);
    expect(kit.state.compares.has(102).value).toBe(false);
    expect(kit.reported).toEqual([]);
  });

  it('when its code cannot be fetched, rejects with a network error (reported) and fetches it again on the next call', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    vi.doMock('./create-compare-page', () => {
      throw offline;
    });
    const kit = testListsContext();
    const compares = createComparesService(kit.context);
    let failure: unknown;
    try {
      failure = await compares.comparePage({ url: PAGE }).catch((error: unknown) => error);
    } finally {
      vi.doUnmock('./create-compare-page');
    }
    expect(failure).toBeInstanceOf(NetworkError);
    expect(failure).toMatchObject({ kind: 'network', messageKey: 'errors.data_loading' });
    expect(kit.reported).toEqual([failure]);

    const page = await compares.comparePage({ url: PAGE, history: { replaceUrl: () => {} } });
    expect(page.ids.value).toEqual([101, 102, 103, 201]);
  });

  it('also works as a stand-alone factory for a logged-in shopper', async () => {
    const api = fakeListsApi({ compares: [101, 102] });
    server.use(...api.handlers);
    const kit = testListsContext();
    const compares = createComparesService(kit.context);
    kit.restore(testUser({ compares: [101, 102] }));
    await vi.waitFor(() => expect(compares.loading.value).toBe(false));

    const urls: string[] = [];
    const page = createComparePage(kit.context, { compares, url: '/compare?ids=101,102', history: { replaceUrl: (url) => urls.push(url) } });
    await page.load();
    expect(page.categories.value.map((category) => category.filteredIdList)).toEqual([[101, 102]]);
    await page.remove(101);
    expect(urls).toEqual(['/compare?ids=102']);
    expect(api.lists.compares).toEqual([102]);
    expect(api.seen.filter((request) => request.path.startsWith('shop/compare/')).at(-1)?.path).toBe('shop/compare/14?ids=102&locale=uk');
  });
});
