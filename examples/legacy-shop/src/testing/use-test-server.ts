import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

/**
 * The test file's server: started before its first test on a fresh seeded database, closed after
 * the last, and (unless `checkLog` is false) the file fails if the server logged an error
 * meanwhile. Read its fields inside tests.
 */
export function useTestServer({ checkLog = true }: { checkLog?: boolean } = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer();
  });
  afterAll(async () => {
    if (checkLog) expect(started?.logged).toEqual([]);
    await started?.close();
  });
  const current = (): TestServer => {
    if (!started) throw new Error('the test server starts before the first test');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get db() {
      return current().db;
    },
    get settings() {
      return current().settings;
    },
    get logged() {
      return current().logged;
    },
    close: () => current().close(),
  };
}
