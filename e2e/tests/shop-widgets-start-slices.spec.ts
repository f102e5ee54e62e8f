import type { Page } from '@playwright/test';
import { cartLink, categoryPath, expect, islandsMounted, test, texts } from './support/shop-widgets';
import { listedCards } from './support/shop-test';

// The islands mount in slices after the page is shown, those near the viewport first
// (packages/widgets/src/runtime/mount-queue.ts). Until a card's island mounts, the card's own
// no-script controls are what a click uses.

async function arrivedAt(page: Page, address: (url: URL) => boolean, message: string): Promise<void> {
  await expect(page, message).toHaveURL(address);
  await page.waitForLoadState('domcontentloaded');
}

/** Holds the widgets' entry script back until `release()`: the page is shown with no island mounted. */
async function holdWidgetsScript(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/widgets\/vitrina(-lite)?\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}

test('a click on a card whose island has not mounted yet does what the shopper asked: its buy form puts the product in the cart', async ({ page }) => {
  await page.goto('/');
  const category = await categoryPath(page, 0);
  const held = await holdWidgetsScript(page);
  // The module script holds DOMContentLoaded back: the page is there once it is shown.
  await page.goto(category, { waitUntil: 'commit' });
  const card = listedCards(page)
    .filter({ has: page.locator('form[action="/cart"]') })
    .first();
  const title = await card.getByRole('heading', { level: 3 }).innerText();
  // The page's own button, inside the island that has not mounted.
  await expect(card.locator('[data-widget="product-actions"] form button[type="submit"]')).toHaveText(texts.buy);

  await card.getByRole('button', { name: texts.buy, exact: true }).click();
  held.release();
  await arrivedAt(page, (url) => url.pathname === '/cart', 'the card’s no-script form leads to the cart');
  const line = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  await expect(line, 'the cart lists the product whose buy button was clicked').toHaveCount(1);
  await expect(cartLink(page)).toHaveAccessibleName('Кошик: 1 товар');
});

test('a click on a card’s compare link before its island mounts opens the comparison with that product', async ({ page }) => {
  await page.goto('/');
  const category = await categoryPath(page, 0);
  const held = await holdWidgetsScript(page);
  await page.goto(category, { waitUntil: 'commit' });
  const island = listedCards(page).first().locator('[data-widget="product-actions"]');
  const id = await island.getAttribute('data-product-id');
  await island.getByRole('link', { name: 'Додати до порівняння' }).click();
  held.release();
  await arrivedAt(page, (url) => url.pathname === '/compare' && url.searchParams.get('ids') === id, 'the compare link opens the comparison of that product');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the islands in the first viewport mount before the cards far below it, and every card mounts in the end', async ({ page, context }) => {
    await page.goto('/');
    const category = await categoryPath(page, 0);
    // Each island's first render, and whether it was in the first viewport (the browser's own answer).
    await page.addInitScript(() => {
      const seen: { widget: string; changedAt: number | null; shown: boolean | null; top: number }[] = [];
      (window as unknown as { __islands: typeof seen }).__islands = seen;
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const records = new Map(Array.from(document.querySelectorAll('[data-widget]'), (element) => [element, { widget: element.getAttribute('data-widget') ?? '', changedAt: null as number | null, shown: null as boolean | null, top: 0 }]));
        seen.push(...records.values());
        new MutationObserver((mutations) => {
          for (const mutation of mutations) {
            for (let node: Node | null = mutation.target; node; node = node.parentElement) {
              const record = records.get(node as Element);
              if (record && record.changedAt === null) record.changedAt = performance.now();
            }
          }
        }).observe(document.body, { childList: true, subtree: true });
        const viewport = new IntersectionObserver((entries) => {
          for (const entry of entries) {
            const record = records.get(entry.target);
            if (record && record.shown === null) Object.assign(record, { shown: entry.isIntersecting, top: entry.boundingClientRect.top });
            viewport.unobserve(entry.target);
          }
        });
        for (const element of records.keys()) viewport.observe(element);
      });
    });
    // A mid-range phone's CPU.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(category);
    await islandsMounted(page);
    await expect(listedCards(page).last().getByRole('button', { name: texts.compare.inactive })).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const islands = await page.evaluate(() => (window as unknown as { __islands: { widget: string; changedAt: number | null; shown: boolean | null; top: number }[] }).__islands);
    const shown = islands.filter((island) => island.shown && island.changedAt !== null);
    // Cards two viewports below the top: far from what the phone shows at first.
    const far = islands.filter((island) => island.widget === 'product-actions' && island.top > 2 * 812);
    expect(shown.length, 'islands rendered in the first viewport').toBeGreaterThan(2);
    expect(far.length, 'cards far below the first viewport').toBeGreaterThan(5);
    expect(far.every((island) => island.changedAt !== null), 'every far card’s island mounted').toBe(true);
    const lastShown = Math.max(...shown.map((island) => island.changedAt ?? 0));
    const firstFar = Math.min(...far.map((island) => island.changedAt ?? Infinity));
    expect(lastShown, `the first viewport's islands (${shown.map((island) => island.widget).join(', ')}) render before the far cards`).toBeLessThanOrEqual(firstFar);
  });
});
