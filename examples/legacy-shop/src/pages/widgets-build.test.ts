import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../settings';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { scriptTags } from './testing/page-kit';

const REACT_ENTRY = 'export const build = "react";\n';
const LITE_ENTRY = 'export const build = "lite";\n';

let dir: string;
let widgetsDir: string;
let lite: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pages-build-'));
  widgetsDir = join(dir, 'script');
  mkdirSync(widgetsDir, { recursive: true });
  writeFileSync(join(widgetsDir, 'vitrina.js'), REACT_ENTRY);
  writeFileSync(join(widgetsDir, 'vitrina-lite.js'), LITE_ENTRY);
  writeFileSync(join(widgetsDir, 'lite-product-actions-chunk-Ab3_x-9.js'), 'export const chunk = 1;\n');
  writeFileSync(join(widgetsDir, 'vitrina.css'), ':root {}\n');
  lite = await startTestServer({ widgetsDir, widgetsBuild: 'lite' });
});
afterAll(async () => {
  await lite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('settings.widgetsBuild', () => {
  it('is the React build by default, and WIDGETS_BUILD when it names a build', () => {
    expect(readSettings({}).widgetsBuild).toBe('react');
    expect(readSettings({ WIDGETS_BUILD: '' }).widgetsBuild).toBe('react');
    expect(readSettings({ WIDGETS_BUILD: 'react' }).widgetsBuild).toBe('react');
    expect(readSettings({ WIDGETS_BUILD: 'lite' }).widgetsBuild).toBe('lite');
  });

  it('refuses any other value at start, naming the ones it takes', () => {
    for (const bad of ['preact', 'Lite', 'vitrina-lite.js', ' lite']) {
      expect(() => readSettings({ WIDGETS_BUILD: bad })).toThrow(`WIDGETS_BUILD must be react or lite, got "${bad}"`);
    }
  });
});

describe('the lite build, chosen by the setting', () => {
  it('is the one module script of every page (after the shop’s own script), with the same stylesheet', async () => {
    for (const path of ['/', '/cart', '/search?q=Samsung']) {
      const html = await (await fetch(`${lite.url}${path}`)).text();
      expect(scriptTags(html), path).toEqual([
        '<script type="application/json" id="vitrina-config">',
        '<script src="/assets/scripts/cart-count.js">',
        '<script type="module" src="/assets/widgets/vitrina-lite.js">',
      ]);
      expect(html, path).toContain('<link rel="stylesheet" href="/assets/widgets/vitrina.css"');
    }
  });

  it('is served as JavaScript that a browser asks for again after a build, its chunks cached for good', async () => {
    const entry = await fetch(`${lite.url}/assets/widgets/vitrina-lite.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(await entry.text()).toBe(LITE_ENTRY);
    const chunk = await fetch(`${lite.url}/assets/widgets/lite-product-actions-chunk-Ab3_x-9.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('is left out, and the pages still render, while the widgets folder has vitrina.js but no vitrina-lite.js', async () => {
    const reactOnly = join(dir, 'react-only');
    mkdirSync(reactOnly);
    writeFileSync(join(reactOnly, 'vitrina.js'), REACT_ENTRY);
    const server = await startTestServer({ widgetsDir: reactOnly, widgetsBuild: 'lite' });
    try {
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(scriptTags(await page.text())).toEqual(['<script type="application/json" id="vitrina-config">']);
    } finally {
      await server.close();
    }
  });
});
