import { NetworkError, type VitrinaError } from '../errors';
import { loadOnce, settleWithin } from '../load-once';
import { CHUNK_LOAD_TIMEOUT_MS } from '../rules/constants';

/**
 * A module of the SDK fetched the first time it is needed, so that pages which never need it do
 * not download it. Callers at the same time share one fetch. A failed fetch — or one still not
 * done after CHUNK_LOAD_TIMEOUT_MS — is a NetworkError, reported once, and is not kept:
 * the next call fetches again.
 *
 * When the module holds more than the caller needs, `load` names what it takes
 * (`import('./x').then(({ a }) => a)`), so a bundler can leave the rest out of the chunk.
 */
export function loadOnDemand<T>(name: string, load: () => Promise<T>, reportError: (error: VitrinaError) => void): () => Promise<T> {
  return loadOnce(() =>
    settleWithin(load(), CHUNK_LOAD_TIMEOUT_MS).catch((cause: unknown) => {
      const error = new NetworkError(`module ${name}`, cause);
      reportError(error);
      throw error;
    }),
  );
}
