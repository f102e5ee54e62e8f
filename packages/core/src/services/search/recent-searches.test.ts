import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_MAX, SEARCH_QUERY_MAX } from '../../rules/constants/search';
import { createLocalStore } from '../../storage/local-store';
import { createMemoryStore } from '../../storage/memory-store';
import { FakeStorage } from '../../storage/test-fake-storage';
import { createRecentSearches, normalizeQuery, RECENT_SEARCHES_KEY } from './recent-searches';

describe('the recent searches', () => {
  it('keeps queries newest first, once each whatever their case, and cuts the list at its cap', () => {
    const storage = createMemoryStore();
    const recent = createRecentSearches(storage);
    recent.add('galaxy');
    recent.add('iphone 15');
    recent.add('Galaxy');
    expect(recent.list.value).toEqual(['Galaxy', 'iphone 15']);
    for (let index = 0; index < RECENT_SEARCHES_MAX + 3; index += 1) recent.add(`query ${index}`);
    expect(recent.list.value).toHaveLength(RECENT_SEARCHES_MAX);
    expect(recent.list.value[0]).toBe(`query ${RECENT_SEARCHES_MAX + 2}`);
  });

  it('does not keep a text too short to search, and keeps a long one cut', () => {
    const recent = createRecentSearches(createMemoryStore());
    recent.add(' a ');
    recent.add('');
    expect(recent.list.value).toEqual([]);
    recent.add('x'.repeat(SEARCH_QUERY_MAX + 20));
    expect(recent.list.value).toEqual(['x'.repeat(SEARCH_QUERY_MAX)]);
  });

  it('survives a reload: a new list over the same storage reads them back', () => {
    const storage = createMemoryStore();
    createRecentSearches(storage).add('samsung');
    expect(createRecentSearches(storage).list.value).toEqual(['samsung']);
  });

  it('clears them, in the storage too', () => {
    const storage = createMemoryStore();
    const recent = createRecentSearches(storage);
    recent.add('samsung');
    recent.clear();
    expect(recent.list.value).toEqual([]);
    expect(createRecentSearches(storage).list.value).toEqual([]);
  });

  it('reads corrupt or foreign values as no queries, and cleans a list of odd entries', () => {
    const broken = new FakeStorage();
    broken.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(createRecentSearches(createLocalStore({ storage: broken, window: null })).list.value).toEqual([]);

    const odd = new FakeStorage();
    odd.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['tv', '  tv ', 'x', 'TV', 'phone   case']));
    expect(createRecentSearches(createLocalStore({ storage: odd, window: null })).list.value).toEqual(['tv', 'phone case']);
  });

  it('keeps working for the page when the browser refuses storage', () => {
    const refusing = new FakeStorage({ failure: 'blocked' });
    const recent = createRecentSearches(createLocalStore({ storage: refusing, window: null }));
    expect(() => recent.add('laptop')).not.toThrow();
    expect(recent.list.value).toEqual(['laptop']);
  });

  it('adds to what another tab kept meanwhile', () => {
    const storage = createMemoryStore();
    const first = createRecentSearches(storage);
    const second = createRecentSearches(storage);
    first.add('tv');
    second.add('laptop');
    expect(second.list.value).toEqual(['laptop', 'tv']);
  });

  it('normalises a query: spaces collapsed and trimmed', () => {
    expect(normalizeQuery('  galaxy \n a55 ')).toBe('galaxy a55');
  });
});
