import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import { seedIfEmpty } from '../seed/seed-database';
import { readSettings } from '../settings';
import { mountPages } from './mount-pages';
import { scriptTags } from './testing/page-kit';

let dir: string;
let db: Db;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pages-bundle-'));
  db = openDatabase(join(dir, 'shop.sqlite'));
  seedIfEmpty(db);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function appWithPublicDir(publicDir: string): Hono {
  const app = new Hono();
  mountPages(app, { db, settings: readSettings({}), publicDir });
  return app;
}

describe('the widgets bundle', () => {
  it('is included as one module script once public/widgets/vitrina.js exists, and served', async () => {
    const publicDir = join(dir, 'public');
    mkdirSync(join(publicDir, 'widgets'), { recursive: true });
    writeFileSync(join(publicDir, 'widgets', 'vitrina.js'), 'export {};\n');
    const app = appWithPublicDir(publicDir);
    const html = await (await app.request('/')).text();
    expect(scriptTags(html)).toEqual(['<script type="application/json" id="vitrina-config">', '<script type="module" src="/assets/widgets/vitrina.js">']);
    const bundle = await app.request('/assets/widgets/vitrina.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
  });

  it('is left out while the file does not exist', async () => {
    mkdirSync(join(dir, 'empty'));
    const html = await (await appWithPublicDir(join(dir, 'empty')).request('/')).text();
    expect(scriptTags(html)).toEqual(['<script type="application/json" id="vitrina-config">']);
  });
});
