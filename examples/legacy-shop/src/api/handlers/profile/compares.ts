import type { ApiHandler } from '../../handler';
import { signedInUser } from './signed-in-user';
import { addToProductList, productListGroups, removeFromProductList } from './product-lists';

export const addToCompareList: ApiHandler<'addToCompareList'> = ({ db, user, input, now }) => ({
  success: true,
  data: { product_ids: addToProductList(db, 'compares', signedInUser(user), input.product_ids, now) },
});

export const removeFromCompareList: ApiHandler<'removeFromCompareList'> = ({ db, user, input }) => ({
  success: true,
  data: { product_ids: removeFromProductList(db, 'compares', signedInUser(user), input.product_ids) },
});

export const getComparesList: ApiHandler<'getComparesList'> = ({ db, user, lang }) => ({
  success: true,
  data: productListGroups(db, 'compares', signedInUser(user), lang),
});
