import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import * as z from 'zod/mini';
import { storedAccountSchema } from '../../schemas/stored-account';
import { testProfileApi, testUser } from './test-profile-api';

export const server = setupServer();

/** Starts the profile API's mock server for the file and drops per-test handlers after each test. */
export function useProfileServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export const oksana = testUser({ email: 'oksana@example.ua', first_name: 'Оксана', last_name: 'Коваленко', bonuses_count: 540, available_bonuses: 600 });
export const corporate = testUser({ uuid: 'corp-uuid', email: 'corp@example.ua', first_name: 'Андрій', last_name: 'Мельник', role: { slug: 'corporate' } });

export function serve() {
  const api = testProfileApi();
  api.addAccount('secret12', oksana);
  api.addAccount('corp1234', corporate);
  server.use(...api.handlers);
  return api;
}

export const storedAccounts = z.array(storedAccountSchema);
