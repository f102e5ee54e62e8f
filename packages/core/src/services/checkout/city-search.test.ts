import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS } from '../../rules/constants';
import { testServiceContext } from '../catalog/test-service-context';
import { createCitySearch } from './city-search';
import { SHOP, server, useFakeShop } from './test-checkout-kit';

useFakeShop();
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const CITIES: Record<string, { id: number; title: string; region: string | null }[]> = {
  Ки: [
    { id: 56, title: 'Київ', region: 'Київська' },
    { id: 61, title: 'Кривий Ріг', region: 'Дніпропетровська' },
  ],
  Київ: [{ id: 56, title: 'Київ', region: 'Київська' }],
  Львів: [{ id: 70, title: 'Львів', region: 'Львівська' }],
};

/** The cities API: answers each search after `slow[search]` ms (0 by default), recording the searches. */
function citiesApi(slow: Record<string, number> = {}) {
  const searches: string[] = [];
  server.use(
    http.get(`${SHOP}/cities`, async ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      if (slow[search]) await new Promise((resolve) => setTimeout(resolve, slow[search]));
      return HttpResponse.json({ success: true, data: CITIES[search] ?? [] });
    }),
  );
  return searches;
}

function setup() {
  const { context } = testServiceContext();
  return createCitySearch(context);
}

/** Lets the fake clock run `ms` and every answer that became due settle. */
async function pass(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.waitFor(() => undefined);
}

describe('the city search', () => {
  it('asks once, DEBOUNCE_MS after the last keystroke, for what was typed last', async () => {
    const searches = citiesApi();
    const search = setup();
    search.search('Ки');
    await pass(DEBOUNCE_MS - 1);
    search.search('Киї');
    await pass(DEBOUNCE_MS - 1);
    search.search('Київ');
    await pass(DEBOUNCE_MS - 1);
    expect(searches).toEqual([]);
    expect(search.status.value).toBe('searching');
    await pass(1);
    await vi.waitFor(() => expect(search.status.value).toBe('done'));
    expect(searches).toEqual(['Київ']);
    expect(search.results.value).toEqual(CITIES.Київ);
  });

  it('asks nothing for fewer than two characters, and forgets the last list', async () => {
    const searches = citiesApi();
    const search = setup();
    search.search('Ки');
    await pass(DEBOUNCE_MS);
    await vi.waitFor(() => expect(search.results.value).toHaveLength(2));
    search.search(' К ');
    expect(search.results.value).toEqual([]);
    expect(search.status.value).toBe('idle');
    await pass(DEBOUNCE_MS * 3);
    expect(searches).toEqual(['Ки']);
  });

  it('drops an answer that comes after a newer search’s', async () => {
    const searches = citiesApi({ Ки: 500 });
    const search = setup();
    search.search('Ки');
    await pass(DEBOUNCE_MS);
    await vi.waitFor(() => expect(searches).toEqual(['Ки']));
    search.search('Львів');
    await pass(DEBOUNCE_MS);
    await vi.waitFor(() => expect(search.results.value).toEqual(CITIES.Львів));
    await pass(600);
    expect(searches).toEqual(['Ки', 'Львів']);
    expect(search.results.value).toEqual(CITIES.Львів);
    expect(search.status.value).toBe('done');
  });

  it('says a search failed, and finds nothing', async () => {
    server.use(http.get(`${SHOP}/cities`, () => HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 500 })));
    const search = setup();
    search.search('Київ');
    await pass(DEBOUNCE_MS);
    await vi.waitFor(() => expect(search.status.value).toBe('failed'));
    expect(search.results.value).toEqual([]);
  });

  it('sends nothing after cancel', async () => {
    const searches = citiesApi();
    const search = setup();
    search.search('Київ');
    search.cancel();
    await pass(DEBOUNCE_MS * 2);
    expect(searches).toEqual([]);
    expect(search.status.value).toBe('idle');
  });
});
