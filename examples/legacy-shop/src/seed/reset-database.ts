import { existsSync, rmSync } from 'node:fs';
import { openDatabase } from '../db/open-database';
import { seedDatabase, type SeedReport } from './seed-database';

export interface ResetResult {
  /** The files that existed and were deleted. */
  readonly removed: readonly string[];
  readonly report: SeedReport;
  readonly milliseconds: number;
}

/** Deletes the database file with its -wal and -shm companions, then creates and seeds it anew. */
export function resetDatabase(file: string): ResetResult {
  if (file === ':memory:' || file.trim() === '') throw new Error('SHOP_DB must name a database file to reset');
  const removed: string[] = [];
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (!existsSync(path)) continue;
    rmSync(path, { force: true });
    removed.push(path);
  }
  const started = performance.now();
  const db = openDatabase(file);
  try {
    const report = seedDatabase(db);
    return { removed, report, milliseconds: Math.round(performance.now() - started) };
  } finally {
    db.close();
  }
}
