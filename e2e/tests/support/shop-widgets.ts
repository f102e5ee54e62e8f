import type { Locator, Page } from '@playwright/test';
import { inBlankPage } from './blank-page';
import { categoryMenu, expect, followLink, listedCards, test as shopTest } from './shop-test';

// What the shop's pages look like once the widgets bundle has mounted its islands: the product
// cards' buttons, the header's cart link, the bottom bar. Texts are the Ukrainian ones of
// packages/core/src/i18n/locales/uk.ts, the shop's default language.

export { expect };

export const texts = {
  buy: 'Купити',
  adding: 'Додаємо…',
  inCart: 'У кошику',
  favorites: { active: 'Видалити з обраного', inactive: 'Додати в обране' },
  compare: { active: 'Видалити з порівняння', inactive: 'Додати до порівняння' },
  bar: { compare: 'Порівняння', favorites: 'Обране' },
} as const;

export interface WidgetWarnings {
  /**
   * The test provokes warnings matching `pattern`: exactly `times` of them are expected by the end
   * of the test. Every other console warning fails it.
   */
  expect(pattern: RegExp, times?: number): void;
  /** The console warnings of the test's pages so far. */
  readonly all: readonly string[];
}

/**
 * The shop's tests (no console error, no uncaught exception, no dialog), and no console warning
 * either but those a test announces with `widgetWarnings.expect()`: the widgets warn (`Vitrina: …`)
 * when an island cannot mount.
 */
export const test = shopTest.extend<{ widgetWarnings: WidgetWarnings }>({
  widgetWarnings: [
    async ({ context }, use) => {
      const warnings: string[] = [];
      const expected: Array<{ pattern: RegExp; times: number }> = [];
      context.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await use({
        expect: (pattern, times = 1) => void expected.push({ pattern, times }),
        get all() {
          return warnings;
        },
      });
      for (const { pattern, times } of expected) {
        expect(warnings.filter((warning) => pattern.test(warning)), `console warnings matching ${pattern}`).toHaveLength(times);
      }
      const unexpected = warnings.filter((warning) => !expected.some(({ pattern }) => pattern.test(warning)));
      expect(unexpected, 'console warnings nobody expected').toEqual([]);
    },
    { auto: true },
  ],
});

/** The card of one product among the page's listed cards. */
export function cardOf(page: Page, productId: number | string): Locator {
  return page.getByRole('article').filter({ has: page.locator(`[data-widget="product-actions"][data-product-id="${productId}"]`) });
}

/** The product id a card's actions island carries. */
export async function productIdOf(card: Locator): Promise<number> {
  const id = await card.locator('[data-widget="product-actions"]').getAttribute('data-product-id');
  expect(id, 'the card carries its product id').toMatch(/^\d+$/);
  return Number(id);
}

/** The widget's buy button (the page's own no-script form button has the same text: see `islandsMounted`). */
export const buyButton = (card: Locator): Locator => card.getByRole('button', { name: texts.buy, exact: true });
export const inCartButton = (card: Locator): Locator => card.getByRole('button', { name: texts.inCart, exact: true });
export const addingButton = (card: Locator): Locator => card.getByRole('button', { name: texts.adding, exact: true });

/** The favourites toggle, listed or not (the widget's; the page's own heart is a link). */
export const favoritesToggle = (card: Locator): Locator =>
  card.getByRole('button', { name: new RegExp(`^(${texts.favorites.active}|${texts.favorites.inactive})$`) });
export const compareToggle = (card: Locator): Locator =>
  card.getByRole('button', { name: new RegExp(`^(${texts.compare.active}|${texts.compare.inactive})$`) });

/** A toggle in its listed or unlisted state: the name that says what a press does, and the look that goes with it. */
export async function expectToggle(toggle: Locator, listed: boolean, names: { active: string; inactive: string }): Promise<void> {
  await expect(toggle).toHaveAccessibleName(listed ? names.active : names.inactive);
  await expect(toggle).toHaveAttribute('title', listed ? names.active : names.inactive);
  await (listed ? expect(toggle).toHaveClass(/\bvitrina-toggle--listed\b/) : expect(toggle).not.toHaveClass(/\bvitrina-toggle--listed\b/));
}

export const expectFavorite = (card: Locator, listed: boolean) => expectToggle(favoritesToggle(card), listed, texts.favorites);
export const expectCompared = (card: Locator, listed: boolean) => expectToggle(compareToggle(card), listed, texts.compare);

/**
 * Waits until the widgets have mounted the page's card islands: the compare toggle is a widget's
 * button (without script it is a link). The islands mount in slices, those near the viewport
 * first, so the last card is among the last to mount.
 */
export async function islandsMounted(page: Page): Promise<void> {
  await expect(compareToggle(listedCards(page).first())).toBeVisible();
  await expect(compareToggle(listedCards(page).last())).toBeAttached();
}

/** The listed cards whose main button is the widget's "Купити". */
export function buyableCards(page: Page): Locator {
  return listedCards(page).filter({ has: page.getByRole('button', { name: texts.buy, exact: true }) });
}

/** The header's cart link (hidden while the cart is empty). */
export function cartLink(page: Page): Locator {
  return page.getByRole('banner').locator('a[href="/cart"]');
}

/** The cart link as a shopper sees it with `count` units in the cart: hidden at 0, otherwise the count and its name. */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  const link = cartLink(page);
  if (count === 0) {
    await expect(link).toHaveCount(1);
    await expect(link).toBeHidden();
    return;
  }
  await expect(link).toBeVisible();
  await expect(link).toHaveText(String(count), { useInnerText: true });
  await expect(link).toHaveAccessibleName(new RegExp(`^Кошик: ${count} товар`));
}

/** The bottom bar: compare and favourites links. */
export function bottomBar(page: Page): Locator {
  return page.getByRole('navigation', { name: `${texts.bar.compare}, ${texts.bar.favorites}` });
}

export const barLink = (page: Page, list: 'compare' | 'favorites'): Locator => bottomBar(page).getByRole('link', { name: new RegExp(`^${texts.bar[list]}`) });

/** A bottom-bar link as a shopper sees it: its label, and its counter only above 0. */
export async function expectBarCount(page: Page, list: 'compare' | 'favorites', count: number): Promise<void> {
  const link = barLink(page, list);
  await expect(link).toBeVisible();
  await expect(link).toHaveText(count > 0 ? new RegExp(`^${texts.bar[list]}\\s*${count}$`) : texts.bar[list], { useInnerText: true });
  if (count > 0) await expect(link.getByText(String(count), { exact: true })).toBeVisible();
}

/** The first product of another page (fetched, not opened) whose card offers "Купити": its id and title. */
export async function buyableProductOf(page: Page, path: string): Promise<{ id: number; title: string }> {
  const response = await page.request.get(path);
  expect(response.status(), `the status of ${path}`).toBe(200);
  const found = await inBlankPage(page, (html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const island of doc.querySelectorAll('ul.product-grid:not([data-list]) article [data-widget="product-actions"]')) {
      const buyable = island.getAttribute('data-to-cart') === '1' && island.getAttribute('data-pre-order') === '0' && island.getAttribute('data-notify') === '0';
      const title = island.closest('article')?.querySelector('h3')?.textContent?.trim();
      if (buyable && title) return { id: Number(island.getAttribute('data-product-id')), title };
    }
    return null;
  }, await response.text());
  expect(found, `a buyable product on ${path}`).not.toBeNull();
  return found ?? { id: 0, title: '' };
}

/** Opens the main page, then the first category of the header's menu, and waits for the islands. */
export async function openCategory(page: Page, index = 0): Promise<string> {
  await page.goto('/');
  await followLink(page, categoryMenu(page).getByRole('link').nth(index));
  await islandsMounted(page);
  return new URL(page.url()).pathname;
}

/** The path of the header menu's category number `index`, without opening it. */
export async function categoryPath(page: Page, index: number): Promise<string> {
  const href = await categoryMenu(page).getByRole('link').nth(index).getAttribute('href');
  expect(href).toMatch(/^\/category\//);
  return href ?? '';
}

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
