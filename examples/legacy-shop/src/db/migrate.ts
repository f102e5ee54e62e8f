import type Database from 'better-sqlite3';
import { migrations } from './migrations';

/** Applies the migrations the database has not seen yet, each in its own transaction. */
export function migrate(db: Database.Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(`The database is at schema version ${current}, newer than this server (${migrations.length})`);
  }
  for (let version = current; version < migrations.length; version += 1) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return migrations.length - current;
}
