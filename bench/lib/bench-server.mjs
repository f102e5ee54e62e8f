import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { pageHtml } from './card-markup.mjs';
import { loadPageConfig } from './page-config.mjs';

/** The benchmark pages' scripts: React, the lite build's Preact, vanilla DOM. */
const IMPLS = ['react', 'lite', 'vanilla'];

/**
 * Serves the benchmark pages (`/cards?impl=react|lite|vanilla&n=240`) and the built scripts from `dist`.
 * The API is not here: each page's `page.route` answers it.
 */
export async function startBenchServer(distDir) {
  const pageConfig = await loadPageConfig();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    if (url.pathname === '/cards') {
      const impl = IMPLS.find((name) => name === url.searchParams.get('impl')) ?? 'react';
      const count = Number(url.searchParams.get('n') ?? '24');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(pageHtml({ impl, count, pageConfig }));
      return;
    }
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = normalize(join(distDir, url.pathname));
    if (!file.startsWith(distDir) || !file.endsWith('.js')) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
