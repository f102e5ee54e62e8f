import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../settings';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { scriptTags } from './testing/page-kit';

const ENTRY = 'export {};\n';
const CHUNK = 'export const chunk = 1;\n';
const STYLES = ':where(:root) { --vitrina-accent: #1a7f37; }\n';

let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pages-bundle-'));
  const widgetsDir = join(dir, 'script');
  mkdirSync(join(widgetsDir, 'nested'), { recursive: true });
  writeFileSync(join(widgetsDir, 'vitrina.js'), ENTRY);
  writeFileSync(join(widgetsDir, 'product-actions-Ab3_x-9.js'), CHUNK);
  writeFileSync(join(widgetsDir, 'vitrina.css'), STYLES);
  writeFileSync(join(widgetsDir, 'nested', 'inner.js'), CHUNK);
  writeFileSync(join(widgetsDir, 'notes.txt'), 'not a script');
  writeFileSync(join(dir, 'secret.js'), 'export const secret = 1;\n');
  server = await startTestServer({ widgetsDir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET with the path sent exactly as written: fetch would resolve `..` before sending it. */
function rawGet(path: string): Promise<number> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the widgets bundle', () => {
  it('is included as one module script when vitrina.js is in the widgets folder, after the shop’s script that listens to its events', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(scriptTags(html)).toEqual([
      '<script type="application/json" id="vitrina-config">',
      '<script src="/assets/scripts/cart-count.js">',
      '<script type="module" src="/assets/widgets/vitrina.js">',
    ]);
    const script = await fetch(`${server.url}/assets/scripts/cart-count.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('is served from the widgets folder as JavaScript, with its chunks', async () => {
    const entry = await fetch(`${server.url}/assets/widgets/vitrina.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await entry.text()).toBe(ENTRY);
    const chunk = await fetch(`${server.url}/assets/widgets/product-actions-Ab3_x-9.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await chunk.text()).toBe(CHUNK);
  });

  it('links the widgets’ stylesheet in the head, after the shop’s own, and serves it as CSS', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = head.match(/<link rel="stylesheet" href="[^"]+"/g) ?? [];
    expect(links.at(-1)).toBe('<link rel="stylesheet" href="/assets/widgets/vitrina.css"');
    const styles = await fetch(`${server.url}/assets/widgets/vitrina.css`);
    expect(styles.status).toBe(200);
    expect(styles.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await styles.text()).toBe(STYLES);
  });

  it('answers 404 for anything else under /assets/widgets/, and never leaves the folder', async () => {
    for (const path of [
      '/assets/widgets/missing.js',
      '/assets/widgets/notes.txt',
      '/assets/widgets/missing.css',
      '/assets/widgets/nested/inner.js',
      '/assets/widgets/nested',
      '/assets/widgets/',
      '/assets/widgets/.js',
      '/assets/widgets/%2e%2e/secret.js',
      '/assets/widgets/%2e%2e%2fsecret.js',
      '/assets/widgets/..%2fsecret.js',
      '/assets/widgets/..%5csecret.js',
      '/assets/widgets/vitrina.js%00.js',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
    for (const path of ['/assets/widgets/../secret.js', '/assets/widgets/../../script/vitrina.js']) {
      expect(await rawGet(path), path).toBe(404);
    }
  });

  it('is left out, and the pages still render, while the widgets folder has no vitrina.js', async () => {
    const empty = await startTestServer({ widgetsDir: join(dir, 'absent') });
    try {
      const page = await fetch(`${empty.url}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(scriptTags(html)).toEqual(['<script type="application/json" id="vitrina-config">']);
      expect(html).not.toContain('/assets/widgets/vitrina.css');
      expect((await fetch(`${empty.url}/assets/widgets/vitrina.js`)).status).toBe(404);
    } finally {
      await empty.close();
    }
  });
});

describe('settings.widgetsDir', () => {
  it('is the widgets package’s script build by default, and WIDGETS_DIR when set', () => {
    expect(readSettings({}).widgetsDir).toMatch(/[/\\]packages[/\\]widgets[/\\]dist[/\\]script$/);
    expect(readSettings({ WIDGETS_DIR: '/srv/widgets' }).widgetsDir).toBe('/srv/widgets');
  });
});
