import type { ServiceContext } from '../service-context';

export type AuthService = Record<string, never>;

export function createAuthService(_context: ServiceContext): AuthService {
  return {};
}
