import { navigation } from '../../runtime/navigation';
import { safeNextPath } from './safe-next-path';

/** Leaves for the island's `data-next` after a login (a same-site path, else '/'). */
export function goNext(next: string | undefined): () => void {
  return () => navigation.assign(safeNextPath(next, window.location.origin));
}
