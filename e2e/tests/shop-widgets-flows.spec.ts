import type { Page } from '@playwright/test';
import { demoAccounts } from './support/shop-accounts';
import { categoryMenu, followLink, listedCards } from './support/shop-test';
import {
  addingButton,
  barLink,
  buyableCards,
  buyableProductOf,
  buyButton,
  cardOf,
  compareToggle,
  expect,
  expectBarCount,
  expectCartCount,
  expectCompared,
  expectFavorite,
  favoritesToggle,
  inCartButton,
  islandsMounted,
  productIdOf,
  test,
  texts,
} from './support/shop-widgets';

// The example shop with the widgets bundle (real server, real database): what a shopper does with
// the product cards' islands, the header's cart link and the bottom bar, in one tab and in two,
// with islands added later, broken ones, and a failing cart API.

/** Opens the main page, then the first category of the header's menu, and waits for the islands. */
async function openCategory(page: Page, index = 0): Promise<string> {
  await page.goto('/');
  await followLink(page, categoryMenu(page).getByRole('link').nth(index));
  await islandsMounted(page);
  return new URL(page.url()).pathname;
}

/** The path of the header menu's category number `index`, without opening it. */
async function categoryPath(page: Page, index: number): Promise<string> {
  const href = await categoryMenu(page).getByRole('link').nth(index).getAttribute('href');
  expect(href).toMatch(/^\/category\//);
  return href ?? '';
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a guest buys from a category page: "У кошику", the header’s counter at 1, and the in-cart button opens the cart', async ({ page }) => {
  await openCategory(page);
  await expectCartCount(page, 0);
  const first = buyableCards(page).first();
  const id = await productIdOf(first);
  const title = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
  const card = cardOf(page, id);

  await buyButton(card).click();
  await expect(inCartButton(card)).toBeVisible();
  await expect(buyButton(card)).toHaveCount(0);
  await expectCartCount(page, 1);
  // Only that card changed.
  const neighbour = buyableCards(page).first();
  expect(await productIdOf(neighbour)).not.toBe(id);
  await expect(buyButton(neighbour)).toBeEnabled();

  // A product already in the cart is not added again: its button leads to the cart.
  await followLink(page, inCartButton(card));
  expect(new URL(page.url()).pathname).toBe('/cart');
  await expect(heading(page)).toHaveText('Кошик');
  const line = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  await expect(line).toHaveCount(1);
  await expect(line.getByText(/^Кількість:/)).toHaveText(/^Кількість:\s*1$/);
  await expectCartCount(page, 1);
});

/** Records the add-to-cart flights (`.vitrina-fly-to-cart`) the page shows: when each appeared and left, in ms. */
async function recordFlights(page: Page): Promise<() => Promise<{ src: string | null; shownMs: number | null }[]>> {
  await page.evaluate(() => {
    const flights: { src: string | null; added: number; removed: number | null; node: Node }[] = [];
    (window as unknown as { flights: typeof flights }).flights = flights;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.classList.contains('vitrina-fly-to-cart')) {
            flights.push({ src: node.getAttribute('src'), added: performance.now(), removed: null, node });
          }
        }
        for (const node of record.removedNodes) {
          const flight = flights.find((one) => one.node === node);
          if (flight) flight.removed = performance.now();
        }
      }
    }).observe(document.body, { childList: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { flights: { src: string | null; added: number; removed: number | null }[] }).flights.map((flight) => ({
        src: flight.src,
        shownMs: flight.removed === null ? null : flight.removed - flight.added,
      })),
    );
}

test('buying flies the card’s image to the header’s cart link for 300 ms; with reduced motion nothing flies', async ({ page }) => {
  await openCategory(page);
  const flights = await recordFlights(page);
  const [first, second] = await buyableCards(page).evaluateAll((cards) =>
    cards.slice(0, 2).map((card) => Number(card.querySelector('[data-widget="product-actions"]')?.getAttribute('data-product-id'))),
  );
  const card = cardOf(page, first ?? 0);
  const image = await card.locator('img').first().evaluate((img: HTMLImageElement) => img.currentSrc || img.src);

  await buyButton(card).click();
  await expect(inCartButton(card)).toBeVisible();
  await expect.poll(async () => (await flights()).map((flight) => flight.shownMs !== null)).toEqual([true]);
  const [flight] = await flights();
  expect(flight?.src).toBe(image);
  // 300 ms of animation, give or take a frame and the browser's timers.
  expect(flight?.shownMs).toBeGreaterThanOrEqual(250);
  expect(flight?.shownMs).toBeLessThan(1_000);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const other = cardOf(page, second ?? 0);
  await buyButton(other).click();
  await expect(inCartButton(other)).toBeVisible();
  await page.waitForTimeout(400);
  expect(await flights()).toHaveLength(1);
});

test('a keyboard user buys with Enter and keeps the focus on the button through "Додаємо…" to "У кошику"', async ({ page }) => {
  await openCategory(page);
  const card = cardOf(page, await productIdOf(buyableCards(page).first()));
  await buyButton(card).focus();
  await page.keyboard.press('Enter');
  await expect(inCartButton(card)).toBeVisible();
  await expect(inCartButton(card)).toBeFocused();
  await expectCartCount(page, 1);
});

test('a guest’s favourites and compare list stay in the browser: the cards and the bottom bar after a reload, and the favourites page', async ({ page }) => {
  await openCategory(page);
  const [first, second, third] = await Promise.all([0, 1, 2].map((index) => productIdOf(listedCards(page).nth(index))));
  const [a, b, c] = [cardOf(page, first ?? 0), cardOf(page, second ?? 0), cardOf(page, third ?? 0)];
  for (const card of [a, b, c]) {
    await expectFavorite(card, false);
    await expectCompared(card, false);
  }
  await expectBarCount(page, 'favorites', 0);
  await expectBarCount(page, 'compare', 0);

  await favoritesToggle(a).click();
  await compareToggle(a).click();
  await compareToggle(b).click();
  await expectFavorite(a, true);
  await expectCompared(a, true);
  await expectCompared(b, true);
  await expectFavorite(b, false);
  await expectBarCount(page, 'favorites', 1);
  await expectBarCount(page, 'compare', 2);

  // Toggling twice takes the product out again.
  await favoritesToggle(c).click();
  await expectBarCount(page, 'favorites', 2);
  await favoritesToggle(c).click();
  await expectFavorite(c, false);
  await expectBarCount(page, 'favorites', 1);

  await page.reload();
  await islandsMounted(page);
  await expectFavorite(a, true);
  await expectCompared(a, true);
  await expectCompared(b, true);
  await expectFavorite(b, false);
  await expectFavorite(c, false);
  await expectCompared(c, false);
  await expectBarCount(page, 'favorites', 1);
  await expectBarCount(page, 'compare', 2);

  // The favourites page: its bottom bar leaves out the favourites link and keeps the compare count.
  await followLink(page, barLink(page, 'favorites'));
  await expect(heading(page)).toHaveText('Обране');
  await expect(barLink(page, 'favorites')).toHaveCount(0);
  await expectBarCount(page, 'compare', 2);
});

test('a guest’s favourite is listed on the favourites page', async ({ page }) => {
  await openCategory(page);
  const id = await productIdOf(listedCards(page).nth(1));
  await favoritesToggle(cardOf(page, id)).click();
  await expectFavorite(cardOf(page, id), true);
  // The bar links to /favorites, whose island then puts the browser's list in the address (at
  // once: followLink, which waits for the URL it clicked, could miss it), and the server renders it.
  await barLink(page, 'favorites').click();
  await expect(page).toHaveURL((url) => url.pathname === '/favorites' && url.search === `?ids=${id}`, { timeout: 10_000 });
  await page.waitForLoadState('domcontentloaded');
  await expect(heading(page)).toHaveText('Обране');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expectFavorite(cardOf(page, id), true);

  // Taking it out on the page leaves the page empty, and it stays so after a reload.
  await islandsMounted(page);
  await favoritesToggle(cardOf(page, id)).click();
  await expect(page).toHaveURL((url) => url.pathname === '/favorites' && url.search === '');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expect(page.getByText('В обраному поки немає товарів')).toBeVisible();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL((url) => url.pathname === '/favorites' && url.search === '');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
});

test('a user logged in through /login keeps a favourite on the server: after a reload and on the favourites page', async ({ page }) => {
  const customer = demoAccounts.customer;
  await page.goto('/login');
  // The login form is an island too: typing into the server's form before it mounts is lost (reported).
  await page.waitForLoadState('networkidle');
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Пароль').fill(customer.password);
  await page.getByRole('main').getByRole('button', { name: 'Увійти', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await followLink(page, categoryMenu(page).getByRole('link').first());
  await islandsMounted(page);

  // The seed gives the customer four favourites; one of them is on this page, pressed.
  await expectBarCount(page, 'favorites', 4);
  const listed = listedCards(page).filter({ has: page.getByRole('button', { name: texts.favorites.active, exact: true }) });
  await expect(listed.first()).toBeVisible();
  const card = cardOf(page, await productIdOf(listedCards(page).filter({ has: page.getByRole('button', { name: texts.favorites.inactive, exact: true }) }).first()));
  const id = await productIdOf(card);

  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/me/favorites' && response.request().method() === 'POST');
  await favoritesToggle(card).click();
  await expectFavorite(card, true);
  expect((await saved).status(), 'the profile API saves the favourite').toBe(200);
  await expectBarCount(page, 'favorites', 5);

  await page.reload();
  await islandsMounted(page);
  await expectFavorite(card, true);
  await expectBarCount(page, 'favorites', 5);

  await followLink(page, barLink(page, 'favorites'));
  await expect(heading(page)).toHaveText('Обране');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
  await expectFavorite(cardOf(page, id), true);

  // Taken out on the favourites page, it is gone after a reload (and the seed's four are back).
  const removed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/me/favorites' && response.request().method() === 'DELETE');
  await favoritesToggle(cardOf(page, id)).click();
  await expectFavorite(cardOf(page, id), false);
  expect((await removed).status(), 'the profile API removes the favourite').toBe(200);
  await page.reload();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
  await expect(cardOf(page, id)).toHaveCount(0);
});

test('a card list inserted later gets working islands: "У кошику" for a product in the cart, and a buy button that adds', async ({ page }) => {
  await openCategory(page);
  const bought = await productIdOf(buyableCards(page).first());
  await buyButton(cardOf(page, bought)).click();
  await expect(inCartButton(cardOf(page, bought))).toBeVisible();
  await expectCartCount(page, 1);
  const other = await buyableProductOf(page, await categoryPath(page, 1));
  const boughtTitle = (await cardOf(page, bought).getByRole('heading', { level: 3 }).innerText()).trim();

  // What a page's script does with a list it loaded: the same card markup, built element by
  // element; each card's island is a copy of a server card's (its attributes only, as the server
  // knew them: not in the cart), with another product id.
  await page.evaluate(
    ({ template, products }) => {
      const source = document.querySelector(`[data-widget="product-actions"][data-product-id="${template}"]`);
      if (!source) throw new Error('no island to copy');
      const section = document.createElement('section');
      section.setAttribute('aria-label', 'Вам також сподобається');
      const list = document.createElement('ul');
      list.className = 'product-grid';
      for (const product of products) {
        const item = document.createElement('li');
        const article = document.createElement('article');
        article.className = 'product-card';
        const title = document.createElement('h3');
        title.className = 'card-title';
        title.textContent = product.title;
        const island = source.cloneNode(false) as Element;
        island.setAttribute('data-product-id', String(product.id));
        island.setAttribute('data-in-cart', '0');
        article.append(title, island);
        item.append(article);
        list.append(item);
      }
      section.append(list);
      document.querySelector('main')?.append(section);
    },
    {
      template: bought,
      products: [
        { id: bought, title: boughtTitle },
        { id: other.id, title: other.title },
      ],
    },
  );

  const inserted = page.getByRole('region', { name: 'Вам також сподобається' });
  const again = inserted.getByRole('article').filter({ hasText: boughtTitle });
  const fresh = inserted.getByRole('article').filter({ hasText: other.title });
  await expect(inCartButton(again)).toBeVisible();
  await expectFavorite(again, false);
  await expect(buyButton(fresh)).toBeEnabled();
  await buyButton(fresh).click();
  await expect(inCartButton(fresh)).toBeVisible();
  await expectCartCount(page, 2);
  // The inserted card and the page's own card of a product show one state.
  await favoritesToggle(again).click();
  await expectFavorite(cardOf(page, bought).first(), true);
  await expectBarCount(page, 'favorites', 1);

  await followLink(page, inCartButton(fresh));
  expect(new URL(page.url()).pathname).toBe('/cart');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: other.title })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: boughtTitle })).toBeVisible();
});

test('an island rendered with a broken product id warns once, keeps the page’s own controls, and its neighbours work', async ({ page, widgetWarnings }) => {
  await page.goto('/');
  const path = await categoryPath(page, 0);
  // The server's page with the first card's island given data-product-id="abc".
  let broken = '';
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const match = /data-widget="product-actions" data-product-id="(\d+)"/.exec(body);
      broken = match?.[1] ?? '';
      await route.fulfill({ response, body: body.replace(match?.[0] ?? '\u0000', 'data-widget="product-actions" data-product-id="abc"') });
    },
  );
  widgetWarnings.expect(/^Vitrina: <div data-widget="product-actions" data-product-id="abc">: invalid attributes — productId: /);
  await followLink(page, categoryMenu(page).getByRole('link').first());
  expect(broken).toMatch(/^\d+$/);

  const brokenCard = cardOf(page, 'abc');
  await expect(brokenCard).toHaveCount(1);
  // The neighbours are the widgets' …
  const neighbour = listedCards(page).nth(1);
  await expect(compareToggle(neighbour)).toBeVisible();
  // … the broken one keeps the page's own no-script controls: a form's "Купити" and links.
  await expect(compareToggle(brokenCard)).toHaveCount(0);
  await expect(brokenCard.getByRole('link', { name: texts.compare.inactive })).toHaveAttribute('href', `/compare?ids=${broken}`);
  await expect(brokenCard.getByRole('button', { name: texts.buy, exact: true })).toBeVisible();

  // (The broken card's own form button says "Купити" too: the neighbour is the next card.)
  const id = await productIdOf(buyableCards(page).nth(1));
  await buyButton(cardOf(page, id)).click();
  await expect(inCartButton(cardOf(page, id))).toBeVisible();
  await expectCartCount(page, 1);
  await favoritesToggle(neighbour).click();
  await expectFavorite(neighbour, true);
  await expectBarCount(page, 'favorites', 1);
  await expect.poll(() => widgetWarnings.all.filter((warning) => warning.includes('data-product-id="abc"'))).toHaveLength(1);
});

test('islands inserted later with a bad id or hostile JSON warn once each; the rest of the page keeps working', async ({ page, widgetWarnings }) => {
  await openCategory(page);
  const template = await productIdOf(listedCards(page).first());
  const valid = await buyableProductOf(page, await categoryPath(page, 1));
  const pageTitle = await page.title();
  widgetWarnings.expect(/^Vitrina: <div data-widget="product-actions" data-product-id="abc">: invalid attributes — productId: /);
  widgetWarnings.expect(new RegExp(`^Vitrina: <div data-widget="product-actions" data-product-id="${valid.id + 1}">: its embedded JSON is not an object$`));
  widgetWarnings.expect(/^Vitrina: <div data-widget="product-actions" data-product-id="-7">: invalid attributes — productId: /);

  await page.evaluate(
    ({ template, valid }) => {
      const source = document.querySelector(`[data-widget="product-actions"][data-product-id="${template}"]`);
      if (!source) throw new Error('no island to copy');
      const section = document.createElement('section');
      section.setAttribute('aria-label', 'Нещодавно переглянуті');
      const list = document.createElement('ul');
      list.className = 'product-grid';
      const card = (title: string, change: (island: Element) => void) => {
        const item = document.createElement('li');
        const article = document.createElement('article');
        const heading = document.createElement('h3');
        heading.textContent = title;
        const island = source.cloneNode(false) as Element;
        change(island);
        article.append(heading, island);
        item.append(article);
        list.append(item);
      };
      const json = (island: Element, text: string) => {
        const script = document.createElement('script');
        script.type = 'application/json';
        script.textContent = text;
        island.append(script);
      };
      card('Не число', (island) => island.setAttribute('data-product-id', 'abc'));
      // Not JSON: a closing tag and markup where a value should be.
      card('Зламаний JSON', (island) => {
        island.setAttribute('data-product-id', String(valid.id + 1));
        json(island, '{"productId": </script><img src=x onerror="document.title=1">');
      });
      card('Від’ємний', (island) => {
        island.setAttribute('data-product-id', '-7');
        json(island, '{"productId": -7}');
      });
      // Valid attributes and JSON that tries to reach Object.prototype: it mounts, and pollutes nothing.
      card(valid.title, (island) => {
        island.setAttribute('data-product-id', String(valid.id));
        json(island, '{"__proto__": {"polluted": "yes", "toCart": false}, "constructor": {"prototype": {"polluted": "yes"}}}');
      });
      section.append(list);
      document.querySelector('main')?.append(section);
    },
    { template, valid },
  );

  const region = page.getByRole('region', { name: 'Нещодавно переглянуті' });
  const healthy = region.getByRole('article').filter({ hasText: valid.title });
  await expect(buyButton(healthy)).toBeEnabled();
  await buyButton(healthy).click();
  await expect(inCartButton(healthy)).toBeVisible();
  await expectCartCount(page, 1);
  for (const title of ['Не число', 'Зламаний JSON', 'Від’ємний']) {
    await expect(region.getByRole('article').filter({ hasText: title }).getByRole('button')).toHaveCount(0);
  }
  expect(await page.evaluate(() => ({ polluted: ({} as Record<string, unknown>).polluted, title: document.title }))).toEqual({ polluted: undefined, title: pageTitle });

  // The page's own cards still work.
  const neighbour = cardOf(page, template);
  await compareToggle(neighbour).click();
  await expectCompared(neighbour, true);
  await expectBarCount(page, 'compare', 1);
  await expect.poll(() => widgetWarnings.all.filter((warning) => warning.startsWith('Vitrina:'))).toHaveLength(3);
});

/** A second tab of the page's browser, on the same address, its islands mounted. */
async function secondTab(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto(page.url());
  await islandsMounted(other);
  return other;
}

test('two tabs of one browser: a product added to the cart in one shows in the other’s header and card, both ways', async ({ page }) => {
  await openCategory(page);
  const other = await secondTab(page);
  await expectCartCount(other, 0);

  const id = await productIdOf(buyableCards(page).first());
  await buyButton(cardOf(page, id)).click();
  await expect(inCartButton(cardOf(page, id))).toBeVisible();
  await expectCartCount(page, 1);
  await expectCartCount(other, 1);
  await expect(inCartButton(cardOf(other, id))).toBeVisible();

  const second = await productIdOf(buyableCards(other).first());
  expect(second).not.toBe(id);
  await buyButton(cardOf(other, second)).click();
  await expect(inCartButton(cardOf(other, second))).toBeVisible();
  await expectCartCount(other, 2);
  await expectCartCount(page, 2);
  await expect(inCartButton(cardOf(page, second))).toBeVisible();
});

test('two tabs of one browser: a favourite toggled in one shows in the other’s card and bottom bar, both ways', async ({ page }) => {
  await openCategory(page);
  const other = await secondTab(page);
  const id = await productIdOf(listedCards(other).nth(2));
  await favoritesToggle(cardOf(other, id)).click();
  await expectFavorite(cardOf(other, id), true);
  await expectFavorite(cardOf(page, id), true);
  await expectBarCount(page, 'favorites', 1);
  await expectCompared(cardOf(page, id), false);

  // Right away, the first tab takes it out again: the second tab follows.
  await favoritesToggle(cardOf(page, id)).click();
  await expectFavorite(cardOf(page, id), false);
  await expectBarCount(page, 'favorites', 0);
  await expectFavorite(cardOf(other, id), false);
  await expectBarCount(other, 'favorites', 0);
});

test('the cart API failing once: the buy button shows "Додаємо…" and the retry puts the product in the cart', async ({ page, pageWatch }) => {
  await openCategory(page);
  const id = await productIdOf(buyableCards(page).first());
  const card = cardOf(page, id);
  // A guest's first add creates the cart: POST /api/shop/cart/create, with an Idempotency-Key its retries reuse.
  pageWatch.expectErrorStatus('/api/shop/cart/create', 500);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route('**/api/shop/cart/create', async (route) => {
    calls += 1;
    if (calls > 1) return route.fallback();
    await held;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal Server Error' }) });
  });

  await buyButton(card).click();
  await expect(addingButton(card)).toBeDisabled();
  await expect(addingButton(card)).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(inCartButton(card)).toBeVisible();
  await expectCartCount(page, 1);
  expect(calls, 'one failed call and one retry').toBe(2);
  await page.reload();
  await islandsMounted(page);
  await expect(inCartButton(card)).toBeVisible();
  await expectCartCount(page, 1);
});

test('the cart API failing every time: the buy button comes back and works once the API does', async ({ page, pageWatch }) => {
  await openCategory(page);
  const id = await productIdOf(buyableCards(page).first());
  const card = cardOf(page, id);
  pageWatch.expectErrorStatus('/api/shop/cart/create', 500);
  let failing = true;
  let failures = 0;
  await page.route('**/api/shop/cart/create', (route) => {
    if (!failing) return route.fallback();
    failures += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal Server Error' }) });
  });

  await buyButton(card).click();
  await expect(addingButton(card)).toBeDisabled();
  // Cart API failures are only logged (docs/errors.md#silent-failures). The card is not stuck: it offers "Купити" again.
  await expect(buyButton(card)).toBeEnabled();
  await expect(inCartButton(card)).toHaveCount(0);
  await expectCartCount(page, 0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(failures, 'the call and its retries all failed').toBeGreaterThan(1);

  failing = false;
  await buyButton(card).click();
  await expect(inCartButton(card)).toBeVisible();
  await expectCartCount(page, 1);
});

test('the cart API’s answer lost after the server added the product: the retry does not add it twice', async ({ page, pageWatch }) => {
  await openCategory(page);
  const id = await productIdOf(buyableCards(page).first());
  const card = cardOf(page, id);
  const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  pageWatch.expectErrorStatus('/api/shop/cart/create', 503);
  let calls = 0;
  await page.route('**/api/shop/cart/create', async (route) => {
    calls += 1;
    if (calls > 1) return route.fallback();
    // The server does the work; the shopper's browser never hears of it.
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Service Unavailable' }) });
  });

  await buyButton(card).click();
  await expect(inCartButton(card)).toBeVisible();
  await expectCartCount(page, 1);
  expect(calls, 'the lost call and its retry').toBe(2);

  await followLink(page, inCartButton(card));
  const lines = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(lines).toHaveCount(1);
  await expect(lines.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(lines.getByText(/^Кількість:/)).toHaveText(/^Кількість:\s*1$/);
  await expectCartCount(page, 1);
});
