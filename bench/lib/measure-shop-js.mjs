import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, shop, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`the example shop exited with ${shop.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the example shop did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Stops the shop: its process group (pnpm, tsx, node), started by us in a group of its own. */
async function stopShop(shop) {
  if (shop.exitCode !== null || shop.signalCode !== null) return;
  const exited = new Promise((resolve) => shop.once('exit', resolve));
  try {
    process.kill(-shop.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-shop.pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the example shop on a fresh temporary database, opens its first category page in
 * Chromium and sums the JavaScript it loads, gzipped here at level 9 (maximum) and at level 6
 * (zlib's and most servers' default), whatever encoding the server sent.
 */
export async function measureShopJs({ executablePath, args, log }) {
  const port = await freePort();
  const database = join(tmpdir(), `vitrina-bench-${process.pid}-${Date.now()}.sqlite`);
  const shop = spawn('pnpm', ['--filter', '@vitrina/example-legacy-shop', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, SHOP_DB: database, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  shop.stdout.on('data', (chunk) => (output += chunk));
  shop.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath, headless: true, args });
  try {
    await waitForServer(`${base}/`, shop, 90_000).catch((error) => {
      throw new Error(`${error.message}\n${output}`);
    });
    log(`example shop at ${base} (database ${database})`);
    const home = await browser.newPage();
    await home.goto(`${base}/`, { waitUntil: 'load' });
    const category = await home.getAttribute('a[href^="/category/"]', 'href');
    await home.close();
    if (!category) throw new Error('no category link on /');

    // A page of its own: no response of the main page's can be counted, or be gone when its body is read.
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || /javascript/.test(type)) scripts.push(response);
    });
    await page.goto(`${base}${category}`, { waitUntil: 'networkidle' });
    const islands = await page.locator('[data-widget="product-actions"]').count();
    // The product-actions chunk loads when the first island mounts; wait for every island's buttons.
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-widget="product-actions"] > .vitrina-actions').length === count,
      islands,
      { timeout: 30_000 },
    );
    await page.waitForLoadState('networkidle');

    const files = [];
    for (const response of scripts) {
      const body = await response.body();
      files.push({
        url: new URL(response.url()).pathname,
        status: response.status(),
        encoding: response.headers()['content-encoding'] ?? 'none',
        raw: body.length,
        gzip9: gzipSync(body, { level: 9 }).length,
        gzip6: gzipSync(body, { level: 6 }).length,
      });
    }
    await page.close();
    return { url: `${base}${category}`, islands, files };
  } finally {
    await browser.close();
    await stopShop(shop);
    await rm(database, { force: true });
    for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${database}${suffix}`, { force: true });
  }
}
