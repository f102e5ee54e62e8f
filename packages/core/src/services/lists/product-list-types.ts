import type { ReadonlySignal } from '@preact/signals-core';
import type { VitrinaError } from '../../errors';
import type { ProductCard } from '../../schemas/product-card';
import type { User } from '../../schemas/user';
import type { IdSet, ProductId } from '../../state/id-set';
import type { ListEntry } from './list-entry';
import type { ListName } from './list-name';

/** One category of a list, as the favourites and compare pages show it. */
export interface ListCategory {
  readonly id: number;
  /** Known once the server sent the list (a logged-in shopper); null for a guest's list. */
  readonly slug: string | null;
  readonly title: string | null;
  /** The category's listed products, in the order they were added. */
  readonly ids: readonly ProductId[];
  /** The server's cards of those products, where it sent them. */
  readonly products: readonly ProductCard[];
}

/** The category a list page shows (its tab). */
export interface SelectedListCategory {
  readonly id: number;
  readonly slug: string | null;
}

export type ListChangeResult =
  | { readonly ok: true; readonly inList: boolean }
  /** The server refused the change: the list is back as it was, the error was reported. */
  | { readonly ok: false; readonly inList: boolean; readonly error: VitrinaError };

export interface ToggleOptions {
  /** The product's category: the compare page groups by it. */
  readonly categoryId?: number;
}

/** What the favourites and compares services share. The ids themselves are `state.favorites` / `state.compares`. */
export interface ProductList {
  /** The listed products by category; products whose category is not known yet are in no category. */
  readonly categories: ReadonlySignal<readonly ListCategory[]>;
  /** The chosen category, else the first one; null for an empty list. */
  readonly selectedCategory: ReadonlySignal<SelectedListCategory | null>;
  /** The list is being fetched from the server. */
  readonly loading: ReadonlySignal<boolean>;
  /** The last fetch failed (silently for the shopper; the error went to `onError`). */
  readonly error: ReadonlySignal<VitrinaError | null>;
  /** Every change reached its store: no server call under way, no guest copy waiting to be pushed. */
  readonly saved: ReadonlySignal<boolean>;
  /**
   * Adds the product if absent, removes it if present. The ids change at once; a guest's list is
   * stored locally, a logged-in shopper's goes to the server and is put back if the server refuses.
   */
  toggle(productId: ProductId, options?: ToggleOptions): Promise<ListChangeResult>;
  /** Removes the product if it is listed. */
  remove(productId: ProductId): Promise<ListChangeResult>;
  /** Re-reads the list: from the server when logged in, from local storage otherwise. */
  load(): Promise<void>;
  selectCategory(categoryId: number | null): void;
  /**
   * Shows the ids the server-rendered page listed, before any request, for a logged-in shopper
   * (`state.isLoggedIn`, provisional or not): a guest's list lives in this browser. The server's
   * list replaces them when it comes; after it, or after a change, or when malformed, they are ignored.
   */
  hydrate(productIds: readonly ProductId[]): void;
  /**
   * Takes a server answer about one category as the truth: `change` gives the categories and
   * entries that follow from it, the entries null when they did not change (the compare page's
   * `withCategoryAnswer`, which lives in the compare page's chunk).
   */
  applyCategoryAnswer(change: CategoryAnswerChange): void;
}

/** The list's categories and entries after a server answer about one category; null entries: unchanged. */
export type CategoryAnswerChange = (
  infos: readonly CategoryInfo[],
  entries: readonly ListEntry[],
) => readonly [readonly CategoryInfo[], readonly ListEntry[] | null];

export interface ProductListDefinition {
  readonly name: ListName;
  /** The state's id set this list writes. */
  readonly ids: IdSet;
  /** The local-storage key of a guest's list. */
  readonly storageKey: string;
  readonly endpoints: {
    readonly add: 'addToFavoriteList' | 'addToCompareList';
    readonly remove: 'removeFromFavoriteList' | 'removeFromCompareList';
    readonly get: 'getFavoritesList' | 'getComparesList';
  };
  readonly idsOf: (user: User) => readonly ProductId[];
}

/** What the server said of a category of the list. */
export interface CategoryInfo {
  readonly id: number;
  readonly slug: string | null;
  readonly title: string | null;
  readonly products: readonly ProductCard[];
}
