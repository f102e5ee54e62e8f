import type { ServiceContext } from '../service-context';

export type ShopService = Record<string, never>;

export function createShopService(_context: ServiceContext): ShopService {
  return {};
}
