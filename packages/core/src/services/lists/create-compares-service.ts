import { storageKeys } from '../../storage/keys';
import type { ServiceContext } from '../service-context';
import type { ComparesService } from './compare-types';
import { createComparePage } from './create-compare-page';
import { createProductList } from './create-product-list';

export type { ComparesService } from './compare-types';

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
