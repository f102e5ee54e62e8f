import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/open-database';
import { seedIfEmpty } from './seed/seed-database';
import { readSettings } from './settings';

const settings = readSettings();
const db = openDatabase(settings.databaseFile);
if (seedIfEmpty(db)) console.log(`Seeded a new database at ${settings.databaseFile}`);

const app = createApp({ db, settings });
const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (info) => {
  console.log(`Shop running at http://${settings.host === '0.0.0.0' ? 'localhost' : settings.host}:${info.port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    db.close();
    process.exit(0);
  });
}
