import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * Starts the example shop (`pnpm --filter @vitrina/example-legacy-shop start`) on a fresh temporary
 * database and a free port, serving the script build `widgetsBuild` (its WIDGETS_BUILD). `stop`
 * ends its process group and removes the database; `firstCategory` is the address of the first
 * category the main page links to.
 */
export async function startExampleShop({ widgetsBuild = 'react', log }) {
  const port = await freePort();
  const database = join(tmpdir(), `vitrina-bench-${process.pid}-${Date.now()}.sqlite`);
  const shop = spawn('pnpm', ['--filter', '@vitrina/example-legacy-shop', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, SHOP_DB: database, PORT: String(port), HOST: '127.0.0.1', WIDGETS_BUILD: widgetsBuild },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  shop.stdout.on('data', (chunk) => (output += chunk));
  shop.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopShop(shop);
    await rm(database, { force: true });
    for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${database}${suffix}`, { force: true });
  };
  try {
    await waitForServer(`${base}/`, shop, 90_000);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${output}`);
  }
  log(`example shop at ${base} (database ${database}, widgets build ${widgetsBuild})`);
  return {
    base,
    stop,
    async firstCategory(browser) {
      const page = await browser.newPage();
      try {
        await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
        const category = await page.getAttribute('a[href^="/category/"]', 'href');
        if (!category) throw new Error('no category link found on /');
        return category;
      } finally {
        await page.close();
      }
    },
  };
}
