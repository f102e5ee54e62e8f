import { batch, computed, signal } from '@preact/signals-core';
import type { VitrinaError } from '../../errors';
import type { CompareCategory } from '../../schemas/compare-category';
import type { ProductId } from '../../state/id-set';
import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import type { ComparePage, ComparePageActions, ComparePageOptions } from './compare-types';
import { readCompareIds } from './read-compare-ids';

export type { CompareHistory, ComparePage, ComparePageOptions } from './compare-types';

function browserUrl(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href;
}

export function createComparePage(context: ServiceContext, options: ComparePageOptions): ComparePage {
  const url = options.url ?? browserUrl();
  const fromUrl = url === undefined ? [] : readCompareIds(url);
  const signals = {
    ids: signal<readonly ProductId[]>(options.ids ?? (fromUrl.length > 0 ? fromUrl : context.state.compares.ids.peek())),
    categories: signal<readonly CompareCategory[]>([]),
    loading: signal(false),
    error: signal<VitrinaError | null>(null),
  };
  /** Method calls waiting for the actions' code. */
  const waiting = signal(0);

  const loadActions = loadOnDemand(
    'compare-page',
    () => import('./create-compare-page-actions').then(({ createComparePageActions }) => createComparePageActions),
    context.reportError,
  );
  let actions: ComparePageActions | null = null;
  let destroyed = false;

  function loadedActions(): Promise<ComparePageActions> {
    return loadActions().then((create) => {
      if (!actions) {
        actions = create(context, { ...options, url }, signals);
        if (destroyed) actions.destroy();
      }
      return actions;
    });
  }
  // Fetched now, so that the first call seldom waits; a failure is reported by loadOnDemand.
  loadedActions().catch(() => undefined);

  function whenLoaded<A extends unknown[]>(act: (loaded: ComparePageActions, ...args: A) => Promise<void>): (...args: A) => Promise<void> {
    return async (...args) => {
      if (actions) return act(actions, ...args);
      waiting.value += 1;
      const loaded = await loadedActions().catch((caught: unknown) => {
        if (!destroyed) signals.error.value = caught as VitrinaError;
        return null;
      });
      let acting: Promise<void> | undefined;
      // The flag passes from waiting to fetching with no gap in between.
      batch(() => {
        waiting.value -= 1;
        if (loaded) acting = act(loaded, ...args);
      });
      await acting;
    };
  }

  return {
    categories: signals.categories,
    ids: signals.ids,
    loading: computed(() => waiting.value > 0 || signals.loading.value),
    error: signals.error,
    load: whenLoaded((loaded) => loaded.load()),
    setDifferences: whenLoaded((loaded, categoryId: number, on: boolean) => loaded.setDifferences(categoryId, on)),
    toggleDifferences: whenLoaded((loaded, categoryId: number) => loaded.toggleDifferences(categoryId)),
    remove: whenLoaded((loaded, productId: ProductId) => loaded.remove(productId)),
    destroy() {
      destroyed = true;
      actions?.destroy();
    },
  };
}
