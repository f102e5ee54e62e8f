import { batch } from '@preact/signals-core';
import type { CompareCategory } from '../../schemas/compare-category';
import type { ProductId } from '../../state/id-set';
import { createLateAnswerGuard, type LateAnswerGuard } from '../late-answer-guard';
import type { ServiceContext } from '../service-context';
import { asVitrinaError } from './as-vitrina-error';
import { withCategoryAnswer } from './category-answer';
import type { CompareHistory, ComparePageActions, ComparePageOptions, ComparePageSignals } from './compare-types';
import { withCompareIds } from './with-compare-ids';

/** After a failed fetch the loading flag is cleared at once and again this much later (docs/catalogue.md). */
const LOADING_RESET_AFTER_ERROR_MS = 1000;

function browserHistory(): CompareHistory {
  return {
    replaceUrl(url) {
      if (typeof history !== 'undefined') history.replaceState(history.state, '', url);
    },
  };
}

export function createComparePageActions(
  context: ServiceContext,
  options: ComparePageOptions & { readonly url: string | undefined },
  { ids, categories, loading, error }: ComparePageSignals,
): ComparePageActions {
  const { api, state, delay, reportError } = context;
  const { compares } = options;
  const pageHistory = options.history ?? browserHistory();
  let { url } = options;

  let order: readonly number[] = [];
  const categoryLoads = new Map<number, LateAnswerGuard>();
  let inFlight = 0;
  const lifetime = createLateAnswerGuard();
  const isAlive = lifetime.current();

  function categoriesToShow(): readonly number[] {
    if (options.categoryIds) return options.categoryIds;
    const listed = compares.categories.peek();
    const shown: number[] = [];
    for (const id of ids.peek()) {
      const category = listed.find((candidate) => candidate.ids.includes(id));
      if (category && !shown.includes(category.id)) shown.push(category.id);
    }
    return shown;
  }

  function putCategory(next: CompareCategory): void {
    const others = categories.peek().filter((category) => category.id !== next.id);
    const rank = (id: number) => {
      const index = order.indexOf(id);
      return index < 0 ? order.length : index;
    };
    categories.value = [...others, next].sort((a, b) => rank(a.id) - rank(b.id));
  }

  async function fetchCategory(categoryId: number, differences: boolean): Promise<void> {
    const asked = ids.peek();
    if (asked.length === 0) {
      categories.value = categories.peek().filter((category) => category.id !== categoryId);
      return;
    }
    const loads = categoryLoads.get(categoryId) ?? createLateAnswerGuard();
    categoryLoads.set(categoryId, loads);
    const isLatest = loads.next();
    inFlight += 1;
    loading.value = true;
    let failed = false;
    try {
      const answer = await api.call('compareProducts', {
        id: categoryId,
        // The server keeps those of the ids that belong to the category.
        query: { ids: [...asked], ...(differences ? { diff: 1 as const } : {}), locale: state.lang.peek() },
      });
      if (!isAlive() || !isLatest()) return;
      // A product removed while the answer was on its way stays removed.
      const current = new Set(ids.peek());
      const products = answer.data.filter((card) => current.has(card.id));
      batch(() => {
        putCategory({
          id: categoryId,
          products,
          inMemoryNotFilteredIds: [...current],
          filteredIdList: products.map((card) => card.id),
          isDifferentProducts: differences,
        });
        error.value = null;
      });
      compares.applyCategoryAnswer((infos, entries) => withCategoryAnswer(infos, entries, categoryId, asked, answer.data));
    } catch (caught) {
      if (!isAlive() || !isLatest()) return;
      failed = true;
      error.value = asVitrinaError(caught, reportError);
    } finally {
      inFlight -= 1;
      if (isAlive()) {
        loading.value = failed ? false : inFlight > 0;
        if (failed) {
          void delay(LOADING_RESET_AFTER_ERROR_MS).then(() => {
            if (isAlive()) loading.value = false;
          });
        }
      }
    }
  }

  function updateUrl(next: readonly ProductId[]): void {
    if (url === undefined) return;
    url = withCompareIds(url, next);
    pageHistory.replaceUrl(url);
  }

  function mode(categoryId: number): boolean {
    return categories.peek().find((category) => category.id === categoryId)?.isDifferentProducts ?? false;
  }

  return {
    async load() {
      order = categoriesToShow();
      await Promise.all(order.map((categoryId) => fetchCategory(categoryId, mode(categoryId))));
    },
    setDifferences: (categoryId, on) => fetchCategory(categoryId, on),
    toggleDifferences: (categoryId) => fetchCategory(categoryId, !mode(categoryId)),
    async remove(productId) {
      const category = categories.peek().find((candidate) => candidate.filteredIdList.includes(productId));
      const left = ids.peek().filter((id) => id !== productId);
      batch(() => {
        ids.value = left;
        categories.value = categories
          .peek()
          .map((candidate) => ({
            ...candidate,
            products: candidate.products.filter((card) => card.id !== productId),
            inMemoryNotFilteredIds: candidate.inMemoryNotFilteredIds.filter((id) => id !== productId),
            filteredIdList: candidate.filteredIdList.filter((id) => id !== productId),
          }))
          .filter((candidate) => candidate.id !== category?.id || candidate.filteredIdList.length > 0);
      });
      updateUrl(left);
      const removal = compares.remove(productId);
      if (category) {
        const remaining = category.filteredIdList.length - 1;
        if (remaining > 0 && remaining < 2) await fetchCategory(category.id, false);
        else if (remaining >= 2 && category.isDifferentProducts) await fetchCategory(category.id, true);
      }
      await removal;
    },
    destroy() {
      lifetime.invalidate();
    },
  };
}
