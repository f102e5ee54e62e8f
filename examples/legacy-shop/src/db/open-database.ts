import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrate';

export type Db = Database.Database;

/** Opens (creating when missing) the shop's database file and brings its schema up to date. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // Write-ahead log: readers never wait for the writer. FULL: each commit's log is synced to disk
  // before the call is answered, so an acknowledged write outlives the machine losing power, not
  // only the process dying (NORMAL would keep it through a killed process but may lose the last
  // commits on power loss). SQLite's own default, set here so that no build changes it.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
