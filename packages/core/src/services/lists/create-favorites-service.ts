import type { ServiceContext } from '../service-context';

export type FavoritesService = Record<string, never>;

export function createFavoritesService(_context: ServiceContext): FavoritesService {
  return {};
}
