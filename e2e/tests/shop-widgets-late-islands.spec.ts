import { categoryMenu, followLink, listedCards } from './support/shop-test';
import { categoryPath, buyableCards, buyableProductOf, buyButton, cardOf, compareToggle, expect, expectBarCount, expectCartCount, expectCompared, expectFavorite, favoritesToggle, inCartButton, openCategory, productIdOf, test, texts } from './support/shop-widgets';

// The example shop with the widgets bundle (real server, real database): card islands inserted after the
// page loaded, and islands with a broken product id or hostile JSON.

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
  // The cart island's lines: each title links to its product page.
  await expect(page.locator('.vitrina-cart-line').getByRole('link', { name: other.title, exact: true })).toBeVisible();
  await expect(page.locator('.vitrina-cart-line').getByRole('link', { name: boughtTitle, exact: true })).toBeVisible();
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

test.describe('with the page’s own script elements', () => {
  // The page writes JSON blocks of its own (a script element's text), which the shop's Trusted Types
  // refuse to a page without a policy of its own: the page's policy is left out for these.
  test.use({ bypassCSP: true });

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
});
