import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../db/open-database';

export interface TempDatabase {
  readonly db: Db;
  readonly file: string;
  close(): void;
}

/** A new database file in a temporary folder (for tests); close() deletes the folder. */
export function openTempDatabase(): TempDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'legacy-shop-seed-'));
  const file = join(dir, 'shop.sqlite');
  const db = openDatabase(file);
  return {
    db,
    file,
    close() {
      if (db.open) db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
