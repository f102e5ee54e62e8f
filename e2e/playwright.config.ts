import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const demoPort = Number(process.env.E2E_PORT ?? 4310);
const shopPort = Number(process.env.E2E_SHOP_PORT ?? 4311);
// A second shop with the development social verifier (SOCIAL_LOGIN_DEV_VERIFIER=1): its social
// settings hand out the demo Google client id, so every guest page there offers Google's one-tap
// prompt and loads the provider's script. Only the social journeys run against it.
const socialShopPort = Number(process.env.E2E_SOCIAL_SHOP_PORT ?? shopPort + 2);
const socialJourneys = 'shop-journeys-social*.spec.ts';

// Every run seeds a new shop database in a fresh folder. The runner evaluates this file first and
// every worker evaluates it again: the first evaluation makes the folder, and the workers (and the
// shop's server) find its path in the environment they inherit. tests/support/shop-teardown.ts
// removes the folder after the run.
if (!process.env.E2E_SHOP_DB) {
  process.env.E2E_SHOP_DB = join(mkdtempSync(join(tmpdir(), 'e2e-shop-')), 'shop.sqlite');
  process.env.E2E_SHOP_DB_TEMPORARY = '1';
}
// The social shop's own database, in the same folder (removed with it).
process.env.E2E_SOCIAL_SHOP_DB ??= join(dirname(process.env.E2E_SHOP_DB), 'shop-social.sqlite');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../.reports/playwright.json' }]],
  globalTeardown: './tests/support/shop-teardown.ts',
  use: {
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'core-demo',
      testMatch: 'core-demo-*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${demoPort}` },
    },
    {
      name: 'legacy-shop',
      testMatch: 'shop-*.spec.ts',
      testIgnore: socialJourneys,
      use: { baseURL: `http://127.0.0.1:${shopPort}` },
    },
    {
      name: 'legacy-shop-social',
      testMatch: socialJourneys,
      use: { baseURL: `http://127.0.0.1:${socialShopPort}` },
    },
  ],
  webServer: [
    {
      command: `pnpm --filter @vitrina/example-core-demo start`,
      env: { PORT: String(demoPort) },
      url: `http://127.0.0.1:${demoPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Imports @vitrina/core from its dist: the test command builds the packages first.
      command: `pnpm --filter @vitrina/example-legacy-shop start`,
      // Every test comes from 127.0.0.1: the per-address limits are the server tests' business.
      env: {
        PORT: String(shopPort),
        SHOP_DB: process.env.E2E_SHOP_DB,
        LOGIN_ATTEMPTS_PER_ADDRESS: '1000',
        SIGN_UPS_PER_ADDRESS: '1000',
        ONE_CLICK_ORDERS_PER_ADDRESS: '1000',
      },
      url: `http://127.0.0.1:${shopPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `pnpm --filter @vitrina/example-legacy-shop start`,
      env: {
        PORT: String(socialShopPort),
        SHOP_DB: process.env.E2E_SOCIAL_SHOP_DB,
        SOCIAL_LOGIN_DEV_VERIFIER: '1',
        LOGIN_ATTEMPTS_PER_ADDRESS: '1000',
        SIGN_UPS_PER_ADDRESS: '1000',
      },
      url: `http://127.0.0.1:${socialShopPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
