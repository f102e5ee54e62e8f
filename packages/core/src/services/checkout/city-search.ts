import { signal } from '@preact/signals-core';
import { CITY_SEARCH_MIN_CHARS, DEBOUNCE_MS } from '../../rules/constants';
import type { City } from '../../schemas/city';
import { createLateAnswerGuard } from '../late-answer-guard';
import type { ServiceContext } from '../service-context';
import type { CitySearch } from './checkout-types';

/**
 * The checkout's city search: a search starts DEBOUNCE_MS after the last keystroke, only for
 * CITY_SEARCH_MIN_CHARS characters or more; a newer keystroke aborts the request on its way and
 * drops its answer, so the list always belongs to the text typed last.
 */
export function createCitySearch({ api, delay }: Pick<ServiceContext, 'api' | 'delay'>): CitySearch {
  const results = signal<readonly City[]>([]);
  const status = signal<'idle' | 'searching' | 'done' | 'failed'>('idle');
  const searches = createLateAnswerGuard();
  let request: AbortController | null = null;

  function cancel(): void {
    searches.next();
    request?.abort();
    request = null;
  }

  async function run(text: string, isLatest: () => boolean): Promise<void> {
    await delay(DEBOUNCE_MS);
    if (!isLatest()) return;
    const own = new AbortController();
    request = own;
    try {
      const answer = await api.call('cities', { query: { search: text }, signal: own.signal });
      if (!isLatest()) return;
      results.value = answer.data;
      status.value = 'done';
    } catch {
      // The API client reported a failure already; an aborted search was superseded.
      if (!isLatest()) return;
      results.value = [];
      status.value = 'failed';
    }
  }

  return {
    results,
    status,
    search(typed) {
      cancel();
      const text = typed.trim();
      if (text.length < CITY_SEARCH_MIN_CHARS) {
        results.value = [];
        status.value = 'idle';
        return;
      }
      status.value = 'searching';
      void run(text, searches.current());
    },
    cancel() {
      cancel();
      if (status.peek() === 'searching') status.value = 'idle';
    },
  };
}
