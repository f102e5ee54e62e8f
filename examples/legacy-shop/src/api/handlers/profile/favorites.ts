import type { ApiHandler } from '../../handler';
import { signedInUser } from './signed-in-user';
import { addToProductList, productListGroups, removeFromProductList } from './product-lists';

export const addToFavoriteList: ApiHandler<'addToFavoriteList'> = ({ db, user, input, now }) => ({
  success: true,
  data: { product_ids: addToProductList(db, 'favorites', signedInUser(user), input.product_ids, now) },
});

export const removeFromFavoriteList: ApiHandler<'removeFromFavoriteList'> = ({ db, user, input }) => ({
  success: true,
  data: { product_ids: removeFromProductList(db, 'favorites', signedInUser(user), input.product_ids) },
});

export const getFavoritesList: ApiHandler<'getFavoritesList'> = ({ db, user, lang }) => ({
  success: true,
  data: productListGroups(db, 'favorites', signedInUser(user), lang),
});
