import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/open-database';
import { seedDatabase } from '../seed-database';
import { openTempDatabase, type TempDatabase } from '../temp-database';

export interface SeededDatabase {
  readonly db: Db;
  all<T>(sql: string, ...params: unknown[]): T[];
  one<T>(sql: string, ...params: unknown[]): T;
}

/** The test file's seeded temporary database (made before its first test, deleted after the last) and queries over it. */
export function useSeededDatabase(): SeededDatabase {
  let temp: TempDatabase | undefined;
  beforeAll(() => {
    temp = openTempDatabase();
    seedDatabase(temp.db);
  });
  afterAll(() => temp?.close());
  const db = (): Db => {
    if (!temp) throw new Error('the database is seeded before the first test');
    return temp.db;
  };
  return {
    get db() {
      return db();
    },
    all: <T>(sql: string, ...params: unknown[]) => db().prepare(sql).all(...params) as T[],
    one: <T>(sql: string, ...params: unknown[]) => db().prepare(sql).get(...params) as T,
  };
}
