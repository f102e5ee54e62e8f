import type { ServiceContext } from '../service-context';
import { createProductList } from './create-product-list';
import type { ProductList } from './product-list-types';
import { storageKeys } from '../../storage/keys';

/** The shopper's favourites (docs/catalogue.md); the ids are `state.favorites`. */
export type FavoritesService = Omit<ProductList, 'applyCategoryAnswer'>;

export function createFavoritesService(context: ServiceContext): FavoritesService {
  const { applyCategoryAnswer: _internal, ...service } = createProductList(context, {
    name: 'favorites',
    ids: context.state.favorites,
    storageKey: storageKeys.favoritesList,
    endpoints: { add: 'addToFavoriteList', remove: 'removeFromFavoriteList', get: 'getFavoritesList' },
    idsOf: (user) => user.favorites,
  });
  return service;
}
