import { StorageError, type VitrinaError } from '../errors';
import type { StorageProblem } from './types';

/** Turns a storage adapter's report into the SDK error the host's onError hook receives. */
export function storageProblemToError(problem: StorageProblem): VitrinaError {
  switch (problem.kind) {
    case 'dropped':
      return problem.error;
    case 'fallback':
      return new StorageError(`${problem.area} refused to keep "${problem.key}"; kept in memory for this page`, problem.key, problem.error);
    case 'unwritable':
      return new StorageError(`"${problem.key}" cannot be stored in ${problem.area}`, problem.key, problem.error);
    case 'unavailable':
      return new StorageError(`${problem.area} is unavailable; using memory for this page`, undefined, problem.error);
  }
}
