import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS } from '../../rules/constants/timings';
import { SEARCH_SUGGESTIONS_MAX } from '../../rules/constants/search';
import { sampleProductCard } from '../../schemas/test-samples';
import { testServiceContext } from '../catalog/test-service-context';
import { createProductSearch } from './product-search';

const SHOP = 'https://shop.test/api/shop';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const card = (id: number, title: string) => ({ ...sampleProductCard(), id, title, slug: `p-${id}` });

/** The search endpoint: `found[q]` products (none by default) after `slow[q]` ms; records each q and whether its request was aborted. */
function searchApi(found: Record<string, { id: number; title: string }[]> = {}, slow: Record<string, number> = {}, failing = new Set<string>()) {
  const asked: string[] = [];
  const aborted: string[] = [];
  server.use(
    http.get(`${SHOP}/search/load_products`, async ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      request.signal.addEventListener('abort', () => aborted.push(q));
      if (slow[q]) await new Promise((resolve) => setTimeout(resolve, slow[q]));
      if (failing.has(q)) return HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 500 });
      const products = (found[q] ?? []).map(({ id, title }) => card(id, title));
      return HttpResponse.json({ success: true, data: { products, total: products.length + (q === 'many' ? 40 : 0), page: 1 } });
    }),
  );
  return { asked, aborted };
}

function setup() {
  const made = testServiceContext();
  const search = createProductSearch({ api: made.context.api, storage: made.context.storage, delay: made.context.delay });
  return { search, ...made };
}

async function pass(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.waitFor(() => undefined);
}

describe('the product search', () => {
  it('asks once, DEBOUNCE_MS after the last keystroke, for what was typed last', async () => {
    const api = searchApi({ Sams: [{ id: 1, title: 'Samsung Galaxy A55' }] });
    const { search } = setup();
    for (const text of ['Sa', 'Sam', 'Sams']) {
      search.search(text);
      await pass(DEBOUNCE_MS - 1);
    }
    expect(api.asked).toEqual([]);
    expect(search.status.value).toBe('searching');
    await pass(1);
    await vi.waitFor(() => expect(search.status.value).toBe('done'));
    expect(api.asked).toEqual(['Sams']);
    expect(search.query.value).toBe('Sams');
    expect(search.results.value.map((product) => product.title)).toEqual(['Samsung Galaxy A55']);
    expect(search.total.value).toBe(1);
  });

  it('asks nothing under two characters and forgets what the longer text found', async () => {
    const api = searchApi({ ga: [{ id: 2, title: 'Galaxy' }] });
    const { search } = setup();
    search.search('ga');
    await pass(DEBOUNCE_MS);
    await vi.waitFor(() => expect(search.results.value).toHaveLength(1));
    search.search(' g ');
    expect(search.status.value).toBe('idle');
    expect(search.results.value).toEqual([]);
    await pass(DEBOUNCE_MS * 3);
    expect(api.asked).toEqual(['ga']);
  });

  it('aborts the request on its way when the text changes, and shows only the newer answer', async () => {
    const api = searchApi({ sa: [{ id: 3, title: 'Old' }], sam: [{ id: 4, title: 'New' }] }, { sa: 1000 });
    const { search, reported } = setup();
    search.search('sa');
    await pass(DEBOUNCE_MS + 10);
    await vi.waitFor(() => expect(api.asked).toEqual(['sa']));
    search.search('sam');
    await vi.waitFor(() => expect(api.aborted).toEqual(['sa']));
    await pass(DEBOUNCE_MS);
    await vi.waitFor(() => expect(search.status.value).toBe('done'));
    await pass(2000);
    expect(search.results.value.map((product) => product.title)).toEqual(['New']);
    expect(search.query.value).toBe('sam');
    expect(reported, 'an aborted search is no failure').toEqual([]);
  });

  it('lists the first few products and counts them all', async () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ id: index + 10, title: `Phone ${index}` }));
    searchApi({ many });
    const { search } = setup();
    search.search('many');
    await pass(DEBOUNCE_MS);
    await vi.waitFor(() => expect(search.status.value).toBe('done'));
    expect(search.results.value).toHaveLength(SEARCH_SUGGESTIONS_MAX);
    expect(search.total.value).toBe(50);
  });

  it('says nothing was found with an empty answer', async () => {
    searchApi();
    const { search } = setup();
    search.search('zzzz');
    await pass(DEBOUNCE_MS);
    await vi.waitFor(() => expect(search.status.value).toBe('done'));
    expect(search.results.value).toEqual([]);
    expect(search.total.value).toBe(0);
  });

  it('fails on an error answer (reported once) and tries the same query again on retry', async () => {
    const failing = new Set(['tv']);
    const api = searchApi({ tv: [{ id: 5, title: 'TV' }] }, {}, failing);
    const { search, reported } = setup();
    search.search('tv');
    await pass(DEBOUNCE_MS);
    await vi.waitFor(() => expect(search.status.value).toBe('failed'));
    expect(reported).toHaveLength(1);
    failing.clear();
    search.retry();
    expect(search.status.value).toBe('searching');
    await vi.waitFor(() => expect(search.status.value).toBe('done'));
    expect(api.asked).toEqual(['tv', 'tv']);
    expect(search.results.value.map((product) => product.title)).toEqual(['TV']);
  });

  it('does not ask again for the same query with spaces added', async () => {
    const api = searchApi({ 'galaxy a55': [{ id: 6, title: 'A55' }] });
    const { search } = setup();
    search.search('galaxy  a55');
    await pass(DEBOUNCE_MS);
    await vi.waitFor(() => expect(search.status.value).toBe('done'));
    search.search('galaxy a55 ');
    await pass(DEBOUNCE_MS * 2);
    expect(api.asked).toEqual(['galaxy a55']);
    expect(search.status.value).toBe('done');
  });

  it('drops the search on its way when cancelled', async () => {
    const api = searchApi({ ip: [{ id: 7, title: 'iPhone' }] });
    const { search } = setup();
    search.search('ip');
    search.cancel();
    await pass(DEBOUNCE_MS * 2);
    expect(api.asked).toEqual([]);
    expect(search.status.value).toBe('idle');
  });
});
