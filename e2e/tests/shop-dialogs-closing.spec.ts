import type { Page } from '@playwright/test';
import { creditBadge, dialogTexts as texts, expect, headerLoginButton, listedProduct, modal, modalHost, openListing, test } from './support/shop-dialogs';

// The example shop's modals with the widgets bundle (real server, real database; docs/pages.md):
// how a modal closes: Escape, the overlay, the 300 ms close animation, focus and the
// scroll lock.

/** What the modal host's <dialog> went through, recorded in the page from the key press or click that closes it. */
interface CloseRecord {
  /** When the Escape key or the pointer went down (performance.now()). */
  readonly trigger: number;
  /** Each change of the dialog's `data-state` or `open`, with the title it showed then. */
  readonly changes: readonly { readonly state: string | null; readonly open: boolean; readonly title: string | null; readonly at: number }[];
}

/**
 * Starts recording, in the page, how the modal host's <dialog> closes: the moment of the next
 * Escape or pointer press, and every change of its state after that, as it happens (a check
 * from the test would come a round trip late; the page's own record does not depend on it).
 */
async function recordClose(page: Page): Promise<void> {
  await modalHost(page).evaluate((dialog: HTMLDialogElement) => {
    const log: CloseRecord & { trigger: number; changes: CloseRecord['changes'][number][] } = { trigger: -1, changes: [] };
    (window as unknown as { closeRecord: CloseRecord }).closeRecord = log;
    const mark = () => {
      if (log.trigger < 0) log.trigger = performance.now();
    };
    document.addEventListener('keydown', (event) => event.key === 'Escape' && mark(), { capture: true });
    document.addEventListener('pointerdown', mark, { capture: true });
    new MutationObserver(() =>
      log.changes.push({
        state: dialog.getAttribute('data-state'),
        open: dialog.open,
        title: dialog.querySelector('h2')?.textContent ?? null,
        at: performance.now(),
      }),
    ).observe(dialog, { attributes: true, attributeFilter: ['data-state', 'open'] });
  });
}

/**
 * Right after the key or click the modal is closing (`data-state="closing"`, still open, its
 * content still shown), then it is gone: 300 ms after the key or click (MODAL_CLOSE_MS), give or take
 * the timer's slack.
 */
async function expectClosesAfterDelay(page: Page, title: string): Promise<void> {
  const host = modalHost(page);
  await expect(host).toBeHidden();
  await expect(host).not.toHaveAttribute('data-state');
  await expect(host).toHaveJSProperty('open', false);
  const record = await page.evaluate(() => (window as unknown as { closeRecord: CloseRecord }).closeRecord);
  expect(record.trigger, 'the key or click was seen').toBeGreaterThan(0);
  expect(record.changes.map(({ state, open, title }) => ({ state, open, title })), 'the dialog’s states after the key or click').toEqual([
    { state: 'closing', open: true, title },
    { state: null, open: false, title: null },
  ]);
  const [closing, closed] = record.changes;
  const startedClosing = (closing?.at ?? 0) - record.trigger;
  const delay = (closed?.at ?? 0) - record.trigger;
  test.info().annotations.push({ type: 'close delay', description: `closing after ${Math.round(startedClosing)} ms, closed after ${Math.round(delay)} ms` });
  expect(startedClosing, 'the close animation starts at once').toBeLessThan(100);
  expect(delay, 'the close animation’s delay').toBeGreaterThanOrEqual(290);
  expect(delay, 'the close animation’s delay').toBeLessThan(1_000);
}

/** Whether the page itself scrolls: `<html>`'s overflow and what a wheel turn over the page does. */
async function pageScrolls(page: Page, at: { x: number; y: number }): Promise<boolean> {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(at.x, at.y);
  await page.mouse.wheel(0, 400);
  // Two frames: a wheel scroll of the page would have moved it by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return (await page.evaluate(() => window.scrollY)) !== before;
}

test('Escape closes a dialog after its 300 ms close animation, focus goes back to the opener, and the page does not scroll while it is open', async ({ page }) => {
  const product = await listedProduct(page, 'credit');
  const card = await openListing(page, product);
  const badge = creditBadge(card);
  await badge.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, 'the page is scrolled down').toBeGreaterThan(0);

  await badge.click();
  const popup = modal(page, texts.credit.title);
  await expect(popup).toBeVisible();
  await expect(modalHost(page)).toHaveAttribute('data-state', 'open');
  await expect(popup.getByRole('group').first()).toBeVisible();
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  expect(await pageScrolls(page, { x: 5, y: 400 }), 'the page behind the dialog does not scroll').toBe(false);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await recordClose(page);
  await page.keyboard.press('Escape');
  await expectClosesAfterDelay(page, texts.credit.title);
  await expect(badge).toBeFocused();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  expect(await page.evaluate(() => window.scrollY), 'the page stayed where it was').toBe(scrolled);
  await expect.poll(() => pageScrolls(page, { x: 5, y: 400 }), { message: 'the page scrolls again' }).toBe(true);
});

test('a click on the overlay closes a dialog the same way; a click inside it does not', async ({ page }) => {
  await page.goto('/');
  const opener = headerLoginButton(page);
  await opener.click();
  const login = modal(page, texts.login.title);
  await expect(login).toBeVisible();
  await expect(login.getByRole('textbox', { name: texts.fields.email, exact: true })).toBeFocused();
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

  // Inside the dialog: it stays.
  await login.getByRole('heading', { level: 2 }).click();
  await expect(modalHost(page)).toHaveAttribute('data-state', 'open');
  await expect(login).toBeVisible();

  const box = await modalHost(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport, 'the dialog has a box on the screen').toBeTruthy();
  if (!box || !viewport) return;
  // A point of the overlay: left of the dialog, or below it on a narrow screen.
  const point = box.x > 10 ? { x: box.x / 2, y: box.y + box.height / 2 } : { x: viewport.width / 2, y: (box.y + box.height + viewport.height) / 2 };
  expect(point.x < box.x || point.y > box.y + box.height, 'the point is outside the dialog').toBe(true);
  await recordClose(page);
  await page.mouse.click(point.x, point.y);
  await expectClosesAfterDelay(page, texts.login.title);
  await expect(opener).toBeFocused();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});
