import type { ServiceContext } from '../service-context';

export type AnalyticsService = Record<string, never>;

export function createAnalyticsService(_context: ServiceContext): AnalyticsService {
  return {};
}
