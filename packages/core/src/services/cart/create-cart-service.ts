import type { ServiceContext } from '../service-context';

export type CartService = Record<string, never>;

export function createCartService(_context: ServiceContext): CartService {
  return {};
}
