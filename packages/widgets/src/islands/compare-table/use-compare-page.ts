import type { ComparePage } from '@vitrina/core';
import { useEffect, useState } from 'react';
import { useVitrina } from '../../vitrina-context';

export type ComparePageState =
  | { readonly status: 'none' }
  | { readonly status: 'creating' }
  | { readonly status: 'failed'; retry(): void }
  | { readonly status: 'ready'; readonly page: ComparePage };

/**
 * The compare page's model for the products the page was rendered for (`ids`, in the categories
 * `categoryIds` name, in order), created once and loaded at once. Its code is a chunk the core
 * fetches; if that fails the state says so, and `retry` fetches it again. No ids: no model.
 */
export function useComparePage(ids: readonly number[], categoryIds: readonly number[]): ComparePageState {
  const { services } = useVitrina();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ComparePageState>(ids.length === 0 ? { status: 'none' } : { status: 'creating' });
  const idsKey = ids.join(',');
  const categoriesKey = categoryIds.join(',');

  useEffect(() => {
    const asked = idsKey === '' ? [] : idsKey.split(',').map(Number);
    if (asked.length === 0) {
      setState({ status: 'none' });
      return;
    }
    const categories = categoriesKey === '' ? undefined : categoriesKey.split(',').map(Number);
    let live = true;
    let page: ComparePage | undefined;
    setState({ status: 'creating' });
    services.compares.comparePage({ ids: asked, ...(categories ? { categoryIds: categories } : {}) }).then(
      (created) => {
        if (!live) {
          created.destroy();
          return;
        }
        page = created;
        setState({ status: 'ready', page: created });
        void created.load();
      },
      () => {
        if (live) setState({ status: 'failed', retry: () => setAttempt((count) => count + 1) });
      },
    );
    return () => {
      live = false;
      page?.destroy();
    };
  }, [services, idsKey, categoriesKey, attempt]);

  return state;
}
