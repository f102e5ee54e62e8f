import { NetworkError, type VitrinaError } from '../errors';
import { loadOnce } from '../load-once';

/**
 * A module of the SDK fetched the first time it is needed, so that pages which never need it do
 * not download it. Callers at the same time share one fetch. A failed fetch is a NetworkError,
 * reported once, and is not kept: the next call fetches again.
 *
 * `load` should name the exports it takes (`import('./x').then(({ a }) => a)`): a bundler that
 * sees which exports are read keeps the code the module shares with the page in the page's own
 * file, instead of splitting it into extra files the page must fetch at start.
 */
export function loadOnDemand<T>(name: string, load: () => Promise<T>, reportError: (error: VitrinaError) => void): () => Promise<T> {
  return loadOnce(() =>
    load().catch((cause: unknown) => {
      const error = new NetworkError(`module ${name}`, cause);
      reportError(error);
      throw error;
    }),
  );
}
