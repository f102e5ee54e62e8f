import type { ServiceContext } from '../service-context';

export type PreordersService = Record<string, never>;

export function createPreordersService(_context: ServiceContext): PreordersService {
  return {};
}
