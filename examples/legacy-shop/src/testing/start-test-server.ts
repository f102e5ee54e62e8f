import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { ApiHandlers } from '../api/handler';
import { createApp } from '../app';
import { openDatabase, type Db } from '../db/open-database';
import { seedIfEmpty } from '../seed/seed-database';
import { readSettings, type ShopSettings } from '../settings';

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly db: Db;
  readonly settings: ShopSettings;
  /** Server-side errors logged while the server ran (a test can assert there were none). */
  readonly logged: string[];
  close(): Promise<void>;
}

/** A real HTTP server on a random loopback port over a fresh, seeded temporary database. */
export async function startTestServer(
  overrides: Partial<ShopSettings> = {},
  handlers?: Partial<ApiHandlers>,
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'legacy-shop-'));
  const settings: ShopSettings = {
    ...readSettings({ SOCIAL_LOGIN_DEV_VERIFIER: '1' }),
    databaseFile: join(dir, 'shop.sqlite'),
    // No widgets bundle unless a test brings one: pages render the same whether or not it was built.
    widgetsDir: join(dir, 'widgets'),
    port: 0,
    // Every test's requests come from 127.0.0.1, so a file's logins, sign-ups and one-click orders
    // would share one address's allowance; the tests of those allowances set them.
    loginAttemptsPerAddress: 10_000,
    signUpsPerAddress: 10_000,
    oneClickOrdersPerAddress: 10_000,
    ...overrides,
  };
  const db = openDatabase(settings.databaseFile);
  seedIfEmpty(db);
  const logged: string[] = [];
  const app = createApp({ db, settings, handlers, log: (message) => logged.push(message) });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    settings,
    logged,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
