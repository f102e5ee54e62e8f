import type { ServiceContext } from '../service-context';

export type ComparesService = Record<string, never>;

export function createComparesService(_context: ServiceContext): ComparesService {
  return {};
}
