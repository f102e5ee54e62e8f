import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { storageKeys } from '../../storage/keys';
import { createMemoryStore } from '../../storage/memory-store';
import { readGuestListCopy, removeGuestListCopy, saveGuestListCopy } from './guest-lists-copy';

describe('guest lists copy', () => {
  it('keeps each list in its own part and goes away with the last part', () => {
    const storage = createMemoryStore();
    saveGuestListCopy(storage, 'favorites', [{ id: 1, categoryId: null }]);
    saveGuestListCopy(storage, 'compares', [{ id: 2, categoryId: 14 }]);
    saveGuestListCopy(storage, 'favorites', [{ id: 1, categoryId: null }, { id: 3, categoryId: 20 }]);
    expect(readGuestListCopy(storage, 'favorites')).toEqual([
      { id: 1, categoryId: null },
      { id: 3, categoryId: 20 },
    ]);

    removeGuestListCopy(storage, 'favorites');
    expect(readGuestListCopy(storage, 'favorites')).toBeUndefined();
    expect(readGuestListCopy(storage, 'compares')).toEqual([{ id: 2, categoryId: 14 }]);
    removeGuestListCopy(storage, 'compares');
    expect(storage.read(storageKeys.guestListsBeforeLogin, z.unknown())).toBeUndefined();
  });

  it('reads a corrupt copy as none', () => {
    const problems: unknown[] = [];
    const storage = createMemoryStore({ onError: (problem) => problems.push(problem) });
    storage.write(storageKeys.guestListsBeforeLogin, { favorites: 'all of them' });
    expect(readGuestListCopy(storage, 'favorites')).toBeUndefined();
    expect(problems).toHaveLength(1);
  });
});
