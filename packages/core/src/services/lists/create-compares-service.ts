import { storageKeys } from '../../storage/keys';
import { loadOnDemand } from '../load-on-demand';
import type { ServiceContext } from '../service-context';
import type { ComparesService } from './compare-types';
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
  const loadComparePage = loadOnDemand(
    'compare-page',
    () => import('./create-compare-page').then(({ createComparePage }) => createComparePage),
    context.reportError,
  );
  const service: ComparesService = {
    ...list,
    comparePage: (options = {}) => loadComparePage().then((create) => create(context, { ...options, compares: service })),
  };
  return service;
}
