import type { ServiceContext } from '../service-context';

export type AccountsService = Record<string, never>;

export function createAccountsService(_context: ServiceContext): AccountsService {
  return {};
}
