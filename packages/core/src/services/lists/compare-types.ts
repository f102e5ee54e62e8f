import type { ReadonlySignal, Signal } from '@preact/signals-core';
import type { VitrinaError } from '../../errors';
import type { CompareCategory } from '../../schemas/compare-category';
import type { ProductId } from '../../state/id-set';
import type { ProductList } from './product-list-types';

/** The shopper's compare list (docs/catalogue.md); the ids are `state.compares`. */
export interface ComparesService extends ProductList {
  /**
   * The compare page's model, kept in step with this list. Its code is fetched on the first call, so
   * pages without a compare table never download it; a failed fetch rejects with a NetworkError (also
   * sent to onError), and the next call fetches it again.
   */
  comparePage(options?: Omit<ComparePageOptions, 'compares'>): Promise<ComparePage>;
}

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

/** The compare page (docs/catalogue.md): one compare table per category. */
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

/** The compare page's state, written by its actions; `loading` is on while a fetch is under way. */
export interface ComparePageSignals {
  readonly categories: Signal<readonly CompareCategory[]>;
  readonly ids: Signal<readonly ProductId[]>;
  readonly loading: Signal<boolean>;
  readonly error: Signal<VitrinaError | null>;
}

export type ComparePageActions = Omit<ComparePage, keyof ComparePageSignals>;
