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
// A third shop serving the lite script build (WIDGETS_BUILD=lite: vitrina-lite.js, the widgets on
// Preact's compat layer) for the legacy-shop-lite project.
const liteShopPort = Number(process.env.E2E_LITE_SHOP_PORT ?? shopPort + 3);

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
// The lite shop's own database, in the same folder; its project's tests open it (support/shop-database.ts).
process.env.E2E_LITE_SHOP_DB ??= join(dirname(process.env.E2E_SHOP_DB), 'shop-lite.sqlite');

/**
 * The journeys run against the lite build too: a representative half of the shop's specs, chosen to
 * cover every kind of island and every place where Preact's compat layer could behave otherwise
 * than React — buying from the cards and the buy button's failures (event handlers, busy states,
 * the gift offer's root of its own), the header and user menu, the login and registration dialogs
 * (native `<dialog>`, focus, controlled inputs, masks), the cart page and checkout up to the order
 * (forms, radios, the city combobox), compare, the sliders (Swiper, reduced motion through
 * useSyncExternalStore), search, favourites, two tabs (signals from storage events), islands added
 * late (the MutationObserver and new roots), the in-place listing, the profile pages and the store
 * map (Leaflet, its DOM-built controls). Left to the React build alone: journeys that repeat these
 * widgets in other settings (keyboard-only purchases, left-handed layout, language and session
 * journeys, payment and corporate pages, page-level checks of the HTML and of vitrina.js itself).
 */
const liteJourneys = [
  'shop-widgets-buying.spec.ts',
  'shop-widgets-cart-failures.spec.ts',
  'shop-gift-offer.spec.ts',
  'shop-widgets-header.spec.ts',
  'shop-journeys-dialogs.spec.ts',
  'shop-dialogs-keyboard.spec.ts',
  'shop-dialogs-closing.spec.ts',
  'shop-cart-page.spec.ts',
  'shop-checkout-orders.spec.ts',
  'shop-compare.spec.ts',
  'shop-sliders.spec.ts',
  'shop-search.spec.ts',
  'shop-widgets-lists.spec.ts',
  'shop-widgets-two-tabs.spec.ts',
  'shop-widgets-late-islands.spec.ts',
  'shop-category-in-place.spec.ts',
  'shop-profile-information.spec.ts',
  'shop-profile-addresses.spec.ts',
  'shop-profile-settings.spec.ts',
  'shop-store-map.spec.ts',
  'shop-host-api.spec.ts',
  'shop-host-triggers.spec.ts',
];

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
    {
      name: 'legacy-shop-lite',
      testMatch: liteJourneys,
      use: { baseURL: `http://127.0.0.1:${liteShopPort}` },
      metadata: { shopDatabase: process.env.E2E_LITE_SHOP_DB },
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
    {
      command: `pnpm --filter @vitrina/example-legacy-shop start`,
      env: {
        PORT: String(liteShopPort),
        SHOP_DB: process.env.E2E_LITE_SHOP_DB,
        WIDGETS_BUILD: 'lite',
        LOGIN_ATTEMPTS_PER_ADDRESS: '1000',
        SIGN_UPS_PER_ADDRESS: '1000',
        ONE_CLICK_ORDERS_PER_ADDRESS: '1000',
      },
      url: `http://127.0.0.1:${liteShopPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
