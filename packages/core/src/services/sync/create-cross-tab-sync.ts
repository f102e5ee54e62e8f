import type { ServiceContext } from '../service-context';

export type CrossTabSync = Record<string, never>;

export function createCrossTabSync(_context: ServiceContext): CrossTabSync {
  return {};
}
