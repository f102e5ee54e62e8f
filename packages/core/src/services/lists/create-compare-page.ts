import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { VitrinaError } from '../../errors';
import type { CompareCategory } from '../../schemas/compare-category';
import type { ProductId } from '../../state/id-set';
import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import type { ComparePageActions } from './create-compare-page-actions';
import type { ComparesService } from './create-compares-service';
import { readCompareIds } from './read-compare-ids';

/** Replaces the page's address without a new history entry. */
export interface CompareHistory {
  replaceUrl(url: string): void;
}

export interface ComparePageOptions {
  /** The compare list the page keeps in step. */
  readonly compares: ComparesService;
  /** The page's address; default: the browser's location, when there is one. */
  readonly url?: string;
  /** Default: `history.replaceState`, when there is one. */
  readonly history?: CompareHistory;
  /** The compared products; default: the address's `ids` parameter, else the compare list. */
  readonly ids?: readonly ProductId[];
  /** The categories to show, in order; default: the compare list's categories holding any of the ids. */
  readonly categoryIds?: readonly number[];
}

/**
 * The compare page (spec §3, §4): one compare table per category. Its signals are there at once;
 * the code behind its methods is fetched when the page is created, and a method called before it
 * arrives waits for it (with `loading` on). If it cannot be fetched, `error` holds the NetworkError
 * (also sent to onError) and the next method call fetches it again.
 */
export interface ComparePage {
  readonly categories: ReadonlySignal<readonly CompareCategory[]>;
  /** The compared products, as the address's `ids` parameter lists them. */
  readonly ids: ReadonlySignal<readonly ProductId[]>;
  readonly loading: ReadonlySignal<boolean>;
  /** The last fetch failed (the error also went to `onError`). */
  readonly error: ReadonlySignal<VitrinaError | null>;
  /** Fetches every category's products, each in its current mode. */
  load(): Promise<void>;
  /** Turns the differences mode of a category on or off and re-fetches its products. */
  setDifferences(categoryId: number, on: boolean): Promise<void>;
  toggleDifferences(categoryId: number): Promise<void>;
  /**
   * Takes a product off the page and the compare list, and the address's `ids` in place. A category
   * left with fewer than 2 products is reloaded (out of differences mode); in differences mode the
   * differences are re-fetched.
   */
  remove(productId: ProductId): Promise<void>;
  /** Answers arriving later are ignored. */
  destroy(): void;
}

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
