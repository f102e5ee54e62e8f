import type { Page, Response } from '@playwright/test';
import { demoAccounts, logInThroughApi } from './support/shop-accounts';
import { seededPaymentLink } from './support/shop-database';
import { categoryMenu, expect, followLink, listedCards, switchLanguage, test } from './support/shop-test';

// What packages/widgets/docs/widget-contract.md promises the widgets bundle, read from the
// pages a browser gets: the islands' data attributes, the one JSON page config, and no script of
// any other kind under a script-src 'self' policy.

const FLAGS = ['data-to-cart', 'data-pre-order', 'data-notify', 'data-in-cart', 'data-favorites', 'data-compare', 'data-one-click'] as const;

/** The page config, parsed, and what else the page holds that could run script. */
async function readPage(page: Page) {
  return page.evaluate(() => {
    const configs = document.querySelectorAll('script#vitrina-config');
    const config = configs[0];
    // An island's embedded JSON (its data, not a script) is the island's, which the widget reads and replaces.
    const islandData = (script: HTMLScriptElement) => script.type === 'application/json' && script.parentElement?.hasAttribute('data-widget') === true;
    const scripts = [...document.scripts].filter((script) => script !== config && !islandData(script));
    const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')).map((name) => `<${element.localName} ${name}>`),
    );
    const scriptUrls = [...document.querySelectorAll('[href], [src], [action], [formaction]')].flatMap((element) =>
      ['href', 'src', 'action', 'formaction'].map((name) => element.getAttribute(name) ?? '').filter((value) => /^\s*javascript:/i.test(value)),
    );
    return {
      configCount: configs.length,
      configType: config?.getAttribute('type') ?? null,
      configText: config?.textContent ?? '',
      configInBody: config?.parentElement === document.body,
      otherScripts: scripts.map((script) => ({ type: script.type, src: script.getAttribute('src'), inline: (script.textContent ?? '').trim() !== '' })),
      handlers,
      scriptUrls,
      bodyPage: document.body.dataset.page ?? null,
    };
  });
}

function scriptSources(response: Response | null): string[] {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

const guestSnapshot = {
  loggedIn: false,
  firstName: null,
  corporate: false,
  canSeeDistributors: false,
  handedness: null,
  bonuses: null,
  cartId: null,
  cartCount: 0,
  cartIds: [],
  favorites: [],
  compares: [],
};

const sdkConfig = (lang: 'uk' | 'ru') => ({
  api: { profile: '/api/profile/', shop: '/api/shop/' },
  lang,
  pages: { cart: '/cart', favorites: '/favorites', compare: '/compare' },
  cookieNames: { user: 'user', token: 'token' },
  cartCookie: 'cart_id',
});

/** Every screen a guest can open, each found the way a shopper finds it. */
async function guestPages(page: Page): Promise<Array<[path: string, kind: string]>> {
  await page.goto('/');
  await followLink(page, categoryMenu(page).getByRole('link').first());
  const category = new URL(page.url()).pathname;
  const first = listedCards(page).first();
  const product = (await first.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')) ?? '';
  const brand = (await first.locator('.card-brand').innerText()).trim();
  const ids = await listedCards(page)
    .locator('[data-widget="product-actions"]')
    .evaluateAll((islands) => islands.slice(0, 2).map((island) => island.getAttribute('data-product-id')));
  return [
    ['/', 'main'],
    [category, 'category'],
    [product, 'product'],
    [`/search?q=${encodeURIComponent(brand)}`, 'search'],
    ['/favorites', 'favorites'],
    [`/compare?ids=${ids.join(',')}`, 'compare'],
    ['/cart', 'cart'],
    ['/checkout', 'checkout'],
    ['/order/result?status=success', 'order-result'],
    [`/order/pay/${seededPaymentLink().token}`, 'order-pay'],
    ['/map', 'map'],
    ['/login', 'login'],
    ['/registration', 'registration'],
    ['/recovery', 'recovery'],
    ['/advantages', 'advantages'],
  ];
}

test('every page carries one JSON page config and no other inline script, under script-src ’self’', async ({ page }) => {
  for (const [path, kind] of await guestPages(page)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const sources = scriptSources(response);
    expect(sources, `${path}: the Content-Security-Policy's script-src`).toContain("'self'");
    expect(sources.filter((source) => source !== "'self'"), `${path}: nothing but 'self' may run script`).toEqual([]);

    const found = await readPage(page);
    expect(found.configCount, `${path}: one page config`).toBe(1);
    expect(found.configType, path).toBe('application/json');
    expect(found.configInBody, `${path}: the page config is the body's`).toBe(true);
    expect(() => JSON.parse(found.configText), `${path}: the page config parses`).not.toThrow();
    expect(JSON.parse(found.configText), `${path}: the page config`).toEqual({ ...sdkConfig('uk'), page: kind, snapshot: guestSnapshot });
    expect(found.bodyPage, `${path}: <body data-page>`).toBe(kind);
    // Besides the config, only files run: the shop's own script following the widgets' events, then the widgets bundle.
    expect(found.otherScripts, `${path}: other scripts`).toEqual([
      { inline: false, src: '/assets/scripts/cart-count.js', type: '' },
      { inline: false, src: '/assets/widgets/vitrina.js', type: 'module' },
    ]);
    expect(found.handlers, `${path}: on… handlers`).toEqual([]);
    expect(found.scriptUrls, `${path}: javascript: URLs`).toEqual([]);
  }
});

test('the page config follows the language switch', async ({ page }) => {
  await page.goto('/');
  expect((await switchLanguage(page, 'ru')).status()).toBe(200);
  const found = await readPage(page);
  expect(JSON.parse(found.configText)).toEqual({ ...sdkConfig('ru'), page: 'main', snapshot: guestSnapshot });
});

test.describe('the server’s HTML', () => {
  // What the server sends is checked as it is: the widgets bundle would replace the island's HTML.
  test.use({ javaScriptEnabled: false });

  test('every product card of a category carries the product-actions island and its data attributes', async ({ page }) => {
    await page.goto('/');
    await followLink(page, categoryMenu(page).getByRole('link').first());
    await expect(page.locator('#catalog [hidden][data-widget="product-list"][data-listing="catalog"]')).toHaveCount(1);
    await expect(page.locator('#catalog ul.product-grid')).toHaveCount(1);
    const cards = listedCards(page);
    await expect(cards).toHaveCount(24);

    const islands = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const found = article.querySelectorAll('[data-widget="product-actions"]');
        const island = found[0] as HTMLElement | undefined;
        const titleLink = article.querySelector('h3 a');
        const buy = island?.querySelector('form[method="post"][action="/cart"]');
        return {
          count: found.length,
          attributes: Object.fromEntries(island?.getAttributeNames().filter((name) => name.startsWith('data-')).map((name) => [name, island.getAttribute(name)]) ?? []),
          href: titleLink?.getAttribute('href') ?? '',
          buyProductId: buy?.querySelector('input[type="hidden"][name="product_id"]')?.getAttribute('value') ?? null,
          buyButton: buy?.querySelector('button[type="submit"]')?.textContent?.trim() ?? null,
          orderLink: island?.querySelector('a[href$="#order"]')?.getAttribute('href') ?? null,
          favoritesLink: island?.querySelector('a[href="/favorites"]') !== null,
          compareLink: island?.querySelector('a[href^="/compare"]')?.getAttribute('href') ?? null,
          oneClickLink: island?.querySelector('a[href$="#order-fast"]')?.getAttribute('href') ?? null,
          creditBadges: [...article.querySelectorAll('[data-widget="credit-badge"]')].map((badge) => badge.getAttribute('data-product-id')),
        };
      }),
    );

    const ids = new Set<string>();
    for (const card of islands) {
      const attributes = card.attributes;
      const id = attributes['data-product-id'] ?? '';
      const where = `the card of ${card.href}`;
      expect(card.count, `${where}: one product-actions island`).toBe(1);
      expect(id, `${where}: data-product-id`).toMatch(/^[1-9]\d*$/);
      ids.add(id);
      for (const flag of FLAGS) expect(attributes[flag], `${where}: ${flag}`).toMatch(/^[01]$/);
      // A guest: nothing is in the server's cart, favourites or compare list.
      expect([attributes['data-in-cart'], attributes['data-favorites'], attributes['data-compare']], where).toEqual(['0', '0', '0']);
      expect(attributes['data-tooltip-active'], `${where}: data-tooltip-active`).toBe('Видалити з обраного');
      expect(attributes['data-tooltip-inactive'], `${where}: data-tooltip-inactive`).toBe('Додати в обране');
      expect(card.href, `${where}: the title links to /{slug}`).toMatch(/^\/[\w-]+$/);

      // The working controls inside: buy (POST /cart with the product's id) or a link to #order.
      if (card.buyProductId !== null) {
        expect(card.buyProductId, where).toBe(id);
        expect(card.buyButton, where).toBe('Купити');
        expect(attributes['data-to-cart'], where).toBe('1');
      } else {
        expect(card.orderLink, `${where}: pre-order or remind-me links to the product page's #order`).toBe(`${card.href}#order`);
        expect(attributes['data-one-click'], where).toBe('0');
      }
      expect(card.favoritesLink, `${where}: the heart links to /favorites`).toBe(true);
      expect(card.compareLink, `${where}: the compare toggle adds the product`).toBe(`/compare?ids=${id}`);
      expect(card.oneClickLink, `${where}: the one-click link follows data-one-click`).toBe(attributes['data-one-click'] === '1' ? `${card.href}#order-fast` : null);
      for (const badge of card.creditBadges) expect(badge, `${where}: the credit badge`).toBe(id);
    }
    expect(ids.size, 'every card is a different product').toBe(islands.length);

    // The frame around the cards.
    const header = page.getByRole('banner');
    await expect(header.locator('a[href="/search"][data-widget="search-opener"]')).toHaveCount(1);
    await expect(header.locator('[data-widget="user-menu"] a[href^="/login?next="]')).toHaveCount(1);
    const cartLink = header.locator('a[href="/cart"][data-widget="cart-link"]');
    await expect(cartLink).toHaveAttribute('data-counter', 'cart');
    await expect(cartLink).toHaveAttribute('data-count', '0');
    await expect(cartLink).toBeHidden();
    await expect(page.locator('nav[data-widget="bottom-bar"]')).toHaveAttribute('data-page', 'category');
    await expect(page.locator('[data-widget="modal-host"]')).toHaveCount(1);
  });
});

test('a logged-in user’s page config and cards carry what the server knows of the user', async ({ page, baseURL }) => {
  const admin = demoAccounts.admin;
  await logInThroughApi(page, baseURL, admin);
  await page.goto('/');
  await followLink(page, categoryMenu(page).getByRole('link').first());
  const config = JSON.parse((await readPage(page)).configText) as { snapshot: Record<string, unknown> };
  expect(config.snapshot).toMatchObject({
    loggedIn: true,
    firstName: admin.firstName,
    corporate: false,
    canSeeDistributors: admin.canSeeDistributors,
    handedness: admin.handedness,
    bonuses: admin.bonuses,
  });
  // A user who may see distributors gets their island on every card, titled by the product.
  const cards = await listedCards(page).all();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const id = await card.locator('[data-widget="product-actions"]').getAttribute('data-product-id');
    const title = await card.getByRole('heading', { level: 3 }).innerText();
    const distributors = card.locator('button[data-widget="distributors"]');
    await expect(distributors).toHaveAttribute('data-product-id', id ?? '');
    await expect(distributors).toHaveAttribute('data-product-title', title);
  }
});
