import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import * as z from 'zod/mini';
import { storageKeys } from '../../storage/keys';
import type { KeyValueStore } from '../../storage/types';
import { createFavoritesService } from './create-favorites-service';
import { storedListSchema } from './list-entry';
import { fakeListsApi, testListsContext } from './test-lists-kit';

export const server = setupServer();

/** Starts the lists API's mock server for the file and drops per-test handlers after each test. */
export function useListsServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function setup(options: { favorites?: number[]; stored?: unknown } = {}) {
  const api = fakeListsApi({ favorites: options.favorites });
  server.use(...api.handlers);
  const kit = testListsContext();
  if (options.stored !== undefined) kit.storage.write(storageKeys.favoritesList, options.stored);
  const favorites = createFavoritesService(kit.context);
  return { ...kit, api, favorites };
}

export const storedIds = (kit: { storage: KeyValueStore }) =>
  kit.storage.read(storageKeys.favoritesList, storedListSchema)?.products.map((entry) => entry.id);

export const guestCopy = z.object({ favorites: z.optional(z.array(z.object({ id: z.number() }))), compares: z.optional(z.array(z.object({ id: z.number() }))) });
