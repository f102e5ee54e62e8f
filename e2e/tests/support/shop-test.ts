import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Locator, type Page, type Response } from '@playwright/test';
import { knownShopDefects } from './known-shop-defects';

export { expect };

export type Lang = 'uk' | 'ru';
export type Texts = Readonly<Record<Lang, string>>;

export interface PageWatch {
  /**
   * The test opens `path` knowing the server answers it with `status` (the 404 page): Chromium's
   * console line about that one response is not a problem. Anything else logged as an error is.
   */
  expectErrorStatus(path: string, status: number): void;
  /**
   * The test makes the browser's requests to `path` fail on purpose (a route aborted): Chromium's
   * console lines about those failed requests are not a problem.
   */
  expectNetworkFailure(path: string): void;
}

/** The shop's default map tiles (its MAP_TILES_URL setting), which every test's browser is kept from. */
export const MAP_TILES = 'https://tile.openstreetmap.org/**';

function isExpectedFailure(message: ConsoleMessage, expected: ReadonlyMap<string, number>, failing: ReadonlySet<string>): boolean {
  const location = message.location().url;
  if (!location) return false;
  const path = new URL(location).pathname;
  if (failing.has(path) && message.text().startsWith('Failed to load resource: net::')) return true;
  const status = expected.get(path);
  return status !== undefined && message.text().startsWith(`Failed to load resource: the server responded with a status of ${status} `);
}

/**
 * The shop's tests: every page of the test's browser context fails the test on a console error,
 * an uncaught exception or any dialog (alert, confirm, prompt) — the shop's pages open none.
 */
export const test = base.extend<{ pageWatch: PageWatch }>({
  pageWatch: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const expected = new Map<string, number>();
      const failing = new Set<string>();
      context.on('console', (message) => {
        if (message.type() === 'error' && !isExpectedFailure(message, expected, failing)) {
          problems.push(`console error on ${message.page()?.url() ?? '?'} (from ${message.location().url || '?'}): ${message.text()}`);
        }
      });
      // The map page's tiles come from OpenStreetMap by default: the tests reach no server but the shop.
      await context.route(MAP_TILES, (route) => {
        failing.add(new URL(route.request().url()).pathname);
        return route.abort();
      });
      context.on('weberror', (error) => problems.push(`uncaught on ${error.page()?.url() ?? '?'}: ${error.error().message}`));
      context.on('dialog', async (dialog) => {
        problems.push(`${dialog.type()} dialog on ${dialog.page()?.url() ?? '?'}: ${dialog.message()}`);
        await dialog.dismiss();
      });
      await use({ expectErrorStatus: (path, status) => expected.set(path, status), expectNetworkFailure: (path) => failing.add(path) });
      expect(problems, 'console errors, uncaught exceptions and dialogs').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * axe finds nothing on the page but the known, reported defects of known-shop-defects.ts; each of
 * those it met becomes an annotation of the test.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Every rule, as `new AxeBuilder({ page }).analyze()` runs them; the pages have no frames, so
  // legacy mode (axe runs in the page, no extra blank page for the results) tests the same, and
  // only violations are listed in full. Both make a card-heavy page's analysis ~4× faster.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const checks = violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      help: violation.help,
      target: node.target.map(String),
      html: node.html,
      candidates: knownShopDefects.flatMap((defect, index) => (defect.rule === violation.id ? [index] : [])),
    })),
  );
  // The index of the known defect each offending element is, or -1.
  const matches = await page.evaluate(
    ({ checks, selectors }) =>
      checks.map(({ target, candidates }) => {
        const element = target.length === 1 ? document.querySelector(target[0] ?? '') : null;
        return candidates.find((index) => element?.matches(selectors[index] ?? '') === true) ?? -1;
      }),
    { checks: checks.map(({ target, candidates }) => ({ target, candidates })), selectors: knownShopDefects.map((defect) => defect.selector) },
  );
  const unexpected = checks.filter((_, index) => matches[index] === -1).map(({ rule, help, target, html }) => ({ rule, help, target: target.join(' '), html }));
  const annotations = test.info().annotations;
  for (const index of new Set(matches.filter((match) => match >= 0))) {
    const defect = knownShopDefects[index];
    if (!defect) continue;
    const description = `${defect.rule} (${defect.selector}): ${defect.description}`;
    if (!annotations.some((annotation) => annotation.description === description)) annotations.push({ type: 'known shop defect', description });
  }
  expect(unexpected, `axe violations on ${page.url()}`).toEqual([]);
}

/** The response of the main frame's next navigation. */
function nextNavigation(page: Page): Promise<Response> {
  return page.waitForResponse((response) => response.request().isNavigationRequest() && response.request().frame() === page.mainFrame());
}

/**
 * Clicks a link and waits until the page it leads to is parsed (not just its URL committed):
 * resolves with that page's response.
 */
export async function followLink(page: Page, link: Locator): Promise<Response> {
  const navigation = nextNavigation(page);
  await link.click();
  const response = await navigation;
  // By path: an island may already have replaced the query (the favourites page writes a guest's ids into it).
  const arrived = new URL(response.url()).pathname;
  await page.waitForURL((url) => url.pathname === arrived, { waitUntil: 'domcontentloaded' });
  return response;
}

export const languageLinks: Texts = { uk: 'Укр', ru: 'Рус' };

/** The header's language switch (its name is in the page's language). */
export function languageSwitch(page: Page): Locator {
  return page.getByRole('navigation', { name: /^(Мова|Язык)$/ });
}

/** Clicks the header's link to `lang`, as a shopper would; resolves with the new page's response. */
export async function switchLanguage(page: Page, lang: Lang): Promise<Response> {
  const response = await followLink(page, languageSwitch(page).getByRole('link', { name: languageLinks[lang], exact: true }));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(languageSwitch(page).getByRole('link', { name: languageLinks[lang], exact: true })).toHaveAttribute('aria-current', 'true');
  return response;
}

/** The other language. */
export const otherLang = (lang: Lang): Lang => (lang === 'uk' ? 'ru' : 'uk');

/** The page's language, as `<html lang>` says. */
export async function pageLang(page: Page): Promise<Lang> {
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== 'uk' && lang !== 'ru') throw new Error(`<html lang="${lang}"> is neither uk nor ru`);
  return lang;
}

export interface PageExpectations {
  readonly lang: Lang | 'en';
  /** The text of the page's one level-1 heading. */
  readonly heading: string | RegExp;
  readonly status?: number;
}

/**
 * What every page of the shop must be: the expected status, `<html lang>`, one visible level-1
 * heading with the expected text, and no accessibility violations.
 */
export async function expectShopPage(page: Page, response: Response | null, { lang, heading, status = 200 }: PageExpectations): Promise<void> {
  expect(response, `a response for ${page.url()}`).not.toBeNull();
  expect(response?.status(), `the status of ${page.url()}`).toBe(status);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const headings = page.getByRole('heading', { level: 1 });
  await expect(headings).toHaveCount(1);
  await expect(headings).toBeVisible();
  await expect(headings).toHaveText(heading);
  await expectNoAxeViolations(page);
}

/** The header's main navigation: the catalogue's categories. */
export function categoryMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: /^(Основна навігація|Основная навигация)$/ });
}

/** The product cards of a category's or the search's results, the favourites and the main page's top sales (not the product page's lists). */
export function listedCards(page: Page): Locator {
  return page.locator('ul.product-grid:not([data-list])').getByRole('article');
}

/** The price a card shows (the discounted one when there is a discount), in whole hryvnias. */
export async function cardPrice(card: Locator): Promise<number> {
  const text = await card.locator('.price-current').innerText();
  const digits = text.replace(/\D/g, '');
  if (!digits) throw new Error(`no price in "${text}"`);
  return Number(digits);
}
