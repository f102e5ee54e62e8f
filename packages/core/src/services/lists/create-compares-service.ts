import { storageKeys } from '../../storage/keys';
import type { ServiceContext } from '../service-context';
import { createComparePage, type ComparePage, type ComparePageOptions } from './create-compare-page';
import { createProductList, type ProductList } from './create-product-list';

/** The shopper's compare list (spec §3, §4); the ids are `state.compares`. */
export interface ComparesService extends ProductList {
  /** The compare page's model, kept in step with this list. */
  comparePage(options?: Omit<ComparePageOptions, 'compares'>): ComparePage;
}

export function createComparesService(context: ServiceContext): ComparesService {
  const list = createProductList(context, {
    name: 'compares',
    ids: context.state.compares,
    storageKey: storageKeys.compareList,
    endpoints: { add: 'addToCompareList', remove: 'removeFromCompareList', get: 'getComparesList' },
    idsOf: (user) => user.compares,
  });
  const service: ComparesService = {
    ...list,
    comparePage: (options = {}) => createComparePage(context, { ...options, compares: service }),
  };
  return service;
}
