import type { Locator, Page } from '@playwright/test';
import { demoAccounts } from './support/shop-accounts';
import { withShopDatabase } from './support/shop-database';
import {
  anyUserMenuButton,
  bankSeeds,
  chunkName,
  dialogChunks,
  dialogTexts as texts,
  expect,
  headerLoginButton,
  listedProduct,
  logInThroughApi,
  logInThroughDialog,
  modal,
  modalHost,
  newAccount,
  recordWidgetScripts,
  registerThroughApi,
  test,
  userMenuAction,
  userMenuButton,
  type ListedProduct,
  type ScriptRecord,
} from './support/shop-dialogs';
import { cardOf, islandsMounted } from './support/shop-widgets';

// The example shop's modals with the widgets bundle (real server, real database; docs/pages.md#modals):
// signing up, out, in and switching accounts through the login and change-account dialogs; a
// guest's pre-order through the login gate; a one-click order; the credit popup; how a modal
// closes (Escape, the overlay, the 300 ms close animation, focus, scroll lock); and that the
// dialogs' code is only downloaded when one opens.

/** Opens a listed product's category page and waits for the islands. */
async function openListing(page: Page, product: ListedProduct): Promise<Locator> {
  await page.goto(product.path);
  await islandsMounted(page);
  const card = cardOf(page, product.id);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(product.title);
  return card;
}

const preOrderButton = (card: Locator, processed = false) =>
  card.getByRole('button', { name: processed ? texts.preOrder.processed : texts.preOrder.button, exact: true });
const creditBadge = (card: Locator) => card.getByRole('button', { name: texts.credit.badge });
const savedPreOrderProduct = (page: Page) => page.evaluate(() => window.localStorage.getItem('savedPreOrderProductId'));
const isCall = (path: string, method = 'POST') => (response: { url(): string; request(): { method(): string } }) =>
  new URL(response.url()).pathname === path && response.request().method() === method;

test('register in the login dialog, log out, log in again, add a demo account and switch back: the header names the right user each time', async ({ page }) => {
  // Eleven steps through four dialogs and two reloads: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const account = newAccount('Богдана');
  const other = demoAccounts.leftHanded;
  await page.goto('/');

  // Registration: the header's login button, then the registration screen of the same dialog.
  await headerLoginButton(page).click();
  const login = modal(page, texts.login.title);
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: texts.login.register, exact: true }).click();
  const registration = modal(page, texts.registration.title);
  await expect(registration).toBeVisible();
  await expect(registration.getByRole('heading', { level: 2, name: texts.registration.title })).toBeFocused();
  await registration.getByRole('textbox', { name: texts.fields.firstName, exact: true }).fill(account.firstName);
  await registration.getByRole('textbox', { name: texts.fields.lastName, exact: true }).fill(account.lastName);
  const phone = registration.getByRole('textbox', { name: texts.fields.phone, exact: true });
  await phone.pressSequentially(account.phoneDigits);
  await expect(phone).toHaveValue(account.maskedPhone);
  await registration.getByRole('textbox', { name: texts.fields.email, exact: true }).fill(account.email);
  await registration.getByRole('textbox', { name: texts.fields.password, exact: true }).fill(account.password);
  await registration.getByRole('checkbox', { name: texts.fields.consent }).check();
  const signedUp = page.waitForResponse(isCall('/api/profile/signup'));
  await registration.getByRole('button', { name: texts.registration.submit, exact: true }).click();
  expect((await signedUp).status(), 'the shop registers the account').toBe(200);
  await expect(modalHost(page)).toBeHidden();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  await expect(headerLoginButton(page)).toHaveCount(0);
  const stored = withShopDatabase(
    (db) => db.prepare('SELECT first_name, last_name, phone FROM users WHERE email = ?').get(account.email) as Record<string, string> | undefined,
  );
  expect(stored, 'the account is in the shop’s database').toEqual({ first_name: account.firstName, last_name: account.lastName, phone: `38${account.phoneDigits}` });

  // Log out through the user menu: the header is a guest's again, after a reload too.
  await userMenuAction(page, account.firstName, 'logout');
  await expect(headerLoginButton(page)).toBeVisible();
  await expect(anyUserMenuButton(page)).toHaveCount(0);
  await page.reload();
  await expect(headerLoginButton(page)).toBeVisible();
  await expect(anyUserMenuButton(page)).toHaveCount(0);

  // Log in again through the dialog.
  await headerLoginButton(page).click();
  await expect(login).toBeVisible();
  await logInThroughDialog(login, account);
  await expect(modalHost(page)).toBeHidden();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();

  // "Change account" lists the current account; "log in to another account" adds the demo one.
  await userMenuAction(page, account.firstName, 'switchAccount');
  const accounts = modal(page, texts.changeAccount.title);
  await expect(accounts).toBeVisible();
  await expect(accounts.getByRole('listitem')).toHaveCount(1);
  await expect(accounts.getByRole('listitem').first()).toContainText(`${account.firstName} ${account.lastName}`);
  await expect(accounts.getByRole('listitem').first()).toContainText(texts.changeAccount.current);
  await accounts.getByRole('button', { name: texts.changeAccount.add, exact: true }).click();
  const addAccount = modal(page, texts.changeAccount.add);
  await expect(addAccount).toBeVisible();
  await logInThroughDialog(addAccount, other);
  await expect(modalHost(page)).toBeHidden();
  await expect(userMenuButton(page, other.firstName)).toBeVisible();
  await expect(userMenuButton(page, account.firstName)).toHaveCount(0);

  // Switch back: both accounts listed, the demo one current, the first one a button.
  await userMenuAction(page, other.firstName, 'switchAccount');
  await expect(accounts).toBeVisible();
  await expect(accounts.getByRole('listitem')).toHaveCount(2);
  const current = accounts.getByRole('listitem').filter({ hasText: other.email });
  await expect(current).toContainText(`${other.firstName} ${other.lastName}`);
  await expect(current).toContainText(texts.changeAccount.current);
  const first = accounts.getByRole('button', { name: new RegExp(`^${account.firstName} ${account.lastName}\\s*${account.email.replace(/[.+]/g, '\\$&')}$`) });
  await expect(first).toBeVisible();
  await first.click();
  await expect(modalHost(page)).toBeHidden();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  await expect(userMenuButton(page, other.firstName)).toHaveCount(0);

  // The session is the first account's on the server too: a reload keeps it.
  await page.reload();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
});

test('a guest’s pre-order: the login dialog first, then the pre-order dialog for that product; it reaches the server, and pre-ordering again ends in the error alert', async ({ page }) => {
  const account = newAccount('Остап');
  await registerThroughApi(page, account);
  const product = await listedProduct(page, 'pre-order');
  const card = await openListing(page, product);

  await preOrderButton(card).click();
  const login = modal(page, texts.login.title);
  await expect(login).toBeVisible();
  await expect(login.getByText(texts.login.intro, { exact: true })).toBeVisible();
  // The product waits in local storage for after the login (docs/catalogue.md#pre-orders).
  await expect.poll(() => savedPreOrderProduct(page), { message: 'the product saved for after the login' }).toBe(String(product.id));
  await logInThroughDialog(login, account);

  // After the login the pre-order dialog opens by itself, the user's contacts filled in.
  const preOrder = modal(page, texts.preOrder.title);
  await expect(preOrder).toBeVisible();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  await expect(preOrder.getByRole('textbox', { name: texts.fields.firstName, exact: true })).toHaveValue(account.firstName);
  await expect(preOrder.getByRole('textbox', { name: texts.fields.phone, exact: true })).toHaveValue(account.maskedPhone);
  await expect(preOrder.getByRole('textbox', { name: texts.fields.email, exact: true })).toHaveValue(account.email);

  const sent = page.waitForResponse(isCall('/api/shop/catalog/preorder'));
  await preOrder.getByRole('button', { name: texts.preOrder.submit, exact: true }).click();
  const answer = await sent;
  expect(answer.status(), 'the shop takes the pre-order').toBe(200);
  await expect(preOrder.getByRole('status')).toHaveText(texts.preOrder.success);
  await expect(preOrderButton(card, true)).toBeVisible();
  const saved = withShopDatabase(
    (db) =>
      db
        .prepare('SELECT COUNT(*) AS n FROM preorders p JOIN users u ON u.id = p.user_id WHERE u.email = ? AND p.product_id = ?')
        .get(account.email, product.id) as { n: number },
  );
  expect(saved.n, 'the pre-order is in the shop’s database').toBe(1);
  await preOrder.getByRole('button', { name: texts.ok, exact: true }).click();
  await expect(modalHost(page)).toBeHidden();
  await expect.poll(() => savedPreOrderProduct(page), { message: 'closing the modal forgets the saved product' }).toBeNull();

  // The server knows it: after a reload the card still says so.
  await page.reload();
  await islandsMounted(page);
  const again = preOrderButton(cardOf(page, product.id), true);
  await expect(again).toBeVisible();

  // Pre-ordering the same product again: the error alert of docs/catalogue.md#pre-orders, nothing sent.
  let resent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/shop/catalog/preorder') resent += 1;
  });
  await again.click();
  const alert = page.getByRole('alertdialog', { name: texts.alreadyProcessed.title, exact: true });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAccessibleDescription(texts.alreadyProcessed.message);
  await expect(alert.getByRole('button', { name: texts.ok, exact: true })).toBeFocused();
  await expect(modalHost(page)).toBeHidden();
  await alert.getByRole('button', { name: texts.ok, exact: true }).click();
  await expect(alert).toBeHidden();
  await expect(again).toBeFocused();
  expect(resent, 'no second pre-order request').toBe(0);
});

test('a pre-order the server already has (made meanwhile on another device) ends in the same error alert, and the card says it is processed', async ({ page, baseURL, pageWatch }) => {
  // Chromium logs the refused call; the refusal is what this test is about.
  pageWatch.expectErrorStatus('/api/shop/catalog/preorder', 409);
  const account = newAccount('Ярема');
  await registerThroughApi(page, account);
  await logInThroughApi(page, baseURL, account);
  const product = await listedProduct(page, 'pre-order');
  const card = await openListing(page, product);
  await expect(userMenuButton(page, account.firstName)).toBeVisible();

  await preOrderButton(card).click();
  const preOrder = modal(page, texts.preOrder.title);
  await expect(preOrder).toBeVisible();
  await expect(preOrder.getByRole('textbox', { name: texts.fields.firstName, exact: true })).toHaveValue(account.firstName);
  withShopDatabase((db) =>
    db
      .prepare('INSERT INTO preorders (user_id, product_id, created_at) SELECT id, ?, ? FROM users WHERE email = ?')
      .run(product.id, new Date().toISOString(), account.email),
  );

  const sent = page.waitForResponse(isCall('/api/shop/catalog/preorder'));
  await preOrder.getByRole('button', { name: texts.preOrder.submit, exact: true }).click();
  expect((await sent).status(), 'the shop refuses a second pre-order').toBe(409);
  const alert = page.getByRole('alertdialog', { name: texts.alreadyProcessed.title, exact: true });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAccessibleDescription(texts.alreadyProcessed.message);
  await expect(preOrderButton(card, true)).toBeVisible();
  await alert.getByRole('button', { name: texts.ok, exact: true }).click();
  await expect(alert).toBeHidden();
});

test('a one-click order with a phone reaches the server and says so', async ({ page }) => {
  const product = await listedProduct(page, 'one-click');
  const card = await openListing(page, product);
  const link = card.getByRole('button', { name: texts.oneClick.link, exact: true });
  await link.click();
  const dialog = modal(page, texts.oneClick.title);
  await expect(dialog).toBeVisible();
  const phone = dialog.getByRole('textbox', { name: texts.fields.phone, exact: true });
  await expect(phone).toHaveValue('');
  await expect(phone).toBeFocused();

  // An incomplete number is refused before anything is sent.
  let sentCount = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/shop/cart/one_click_order') sentCount += 1;
  });
  await phone.pressSequentially('06712');
  await expect(phone).toHaveValue('+38 067 12');
  await dialog.getByRole('button', { name: texts.oneClick.submit, exact: true }).click();
  await expect(phone).toHaveAccessibleDescription(texts.oneClick.phoneInvalid);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(sentCount, 'nothing sent for an incomplete phone').toBe(0);

  await phone.press('End');
  await phone.pressSequentially('34567');
  await expect(phone).toHaveValue('+38 067 123 45 67');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  const sent = page.waitForResponse(isCall('/api/shop/cart/one_click_order'));
  await dialog.getByRole('button', { name: texts.oneClick.submit, exact: true }).click();
  const answer = await sent;
  expect(answer.status(), 'the shop takes the order').toBe(200);
  const orderId = ((await answer.json()) as { data: { order_id: number } }).data.order_id;
  await expect(dialog.getByRole('status')).toHaveText(texts.oneClick.success);
  const order = withShopDatabase((db) => db.prepare('SELECT kind, phone, items FROM orders WHERE id = ?').get(orderId) as { kind: string; phone: string; items: string });
  expect(order).toMatchObject({ kind: 'one_click', phone: '380671234567' });
  expect(JSON.parse(order.items)).toEqual([expect.objectContaining({ product_id: product.id, quantity: 1 })]);

  await dialog.getByRole('button', { name: texts.ok, exact: true }).click();
  await expect(modalHost(page)).toBeHidden();
  await expect(link).toBeFocused();
});

test('the credit popup: the seeded banks with their terms by months, the first selected; another term shows its monthly payment', async ({ page }) => {
  const product = await listedProduct(page, 'credit');
  const card = await openListing(page, product);
  const offers = await page.request.get(`/api/shop/products/${product.id}/credits`);
  expect(offers.status()).toBe(200);
  const { data } = (await offers.json()) as {
    data: { credits: { bank_items: { id: number; propositions: { number_months: number; monthly_payment: number }[] }[] }[] };
  };
  const monthlyOf = (bankId: number, months: number) =>
    data.credits.flatMap((credit) => credit.bank_items).find((bank) => bank.id === bankId)?.propositions.find((p) => p.number_months === months)
      ?.monthly_payment;

  await creditBadge(card).click();
  const popup = modal(page, texts.credit.title);
  await expect(popup).toBeVisible();
  const banks = popup.getByRole('group');
  await expect(banks).toHaveCount(bankSeeds.length);
  for (const [index, seed] of bankSeeds.entries()) {
    const bank = banks.nth(index);
    await expect(bank).toHaveAccessibleName(new RegExp(`^${seed.bank}\\s*${seed.title.uk}$`));
    const months = [...seed.months].sort((a, b) => a - b);
    const terms = bank.getByRole('radio');
    await expect(terms).toHaveCount(months.length);
    for (const [position, count] of months.entries()) {
      await expect(terms.nth(position)).toHaveAccessibleName(new RegExp(`^${count} місяц`));
      if (position === 0) await expect(terms.nth(position)).toBeChecked();
      else await expect(terms.nth(position)).not.toBeChecked();
    }
    const expected = monthlyOf(seed.id, months[0] ?? 0);
    expect(expected, `the API offers ${seed.bank} for ${months[0]} months`).toBeDefined();
    await expect(bank.getByText(texts.credit.monthly)).toHaveText(new RegExp(`^${texts.credit.monthly}:\\s*${groupDigits(Math.round(expected ?? 0))}\\s*грн$`));
  }

  // Another term of the first bank: its monthly payment; the other banks keep theirs.
  const firstSeed = bankSeeds[0];
  if (!firstSeed) throw new Error('the seed has no bank');
  const firstBank = banks.first();
  const before = await firstBank.getByText(texts.credit.monthly).innerText();
  const otherBefore = await banks.nth(1).getByText(texts.credit.monthly).innerText();
  const longest = Math.max(...firstSeed.months);
  await firstBank.getByRole('radio', { name: new RegExp(`^${longest} місяц`) }).check();
  await expect(firstBank.getByRole('radio', { name: new RegExp(`^${longest} місяц`) })).toBeChecked();
  await expect(firstBank.getByRole('radio').first()).not.toBeChecked();
  const after = groupDigits(Math.round(monthlyOf(firstSeed.id, longest) ?? 0));
  await expect(firstBank.getByText(texts.credit.monthly)).toHaveText(new RegExp(`^${texts.credit.monthly}:\\s*${after}\\s*грн$`));
  await expect(firstBank.getByText(texts.credit.monthly)).not.toHaveText(before);
  await expect(banks.nth(1).getByText(texts.credit.monthly)).toHaveText(otherBefore);
  await expect(banks.nth(1).getByRole('radio').first()).toBeChecked();
});

/** A whole number as the shop writes prices ("14 881"), as a pattern: any space between the groups. */
function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
}

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

test('lazy dialogs: a category page downloads no dialog code; the credit popup downloads its own chunk and the texts, no other dialog’s', async ({ page }) => {
  const product = await listedProduct(page, 'credit');
  const record = recordWidgetScripts(page);
  const card = await openListing(page, product);
  await page.waitForLoadState('networkidle');
  await record.settled();
  const onLoad = [...record.scripts];
  expect(onLoad.map((script) => script.file), 'the bundle itself').toContain('vitrina.js');
  const forbidden = new Set<string>(dialogChunks);
  expect(
    onLoad.map((script) => chunkName(script.file)).filter((chunk) => forbidden.has(chunk)),
    'dialog chunks downloaded by a page that opened no dialog',
  ).toEqual([]);

  await creditBadge(card).click();
  const popup = modal(page, texts.credit.title);
  await expect(popup.getByRole('group').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await record.settled();
  const onOpen = record.scripts.slice(onLoad.length);
  const opened = onOpen.map((script) => chunkName(script.file));
  expect(opened, 'opening the credit popup downloads its chunk').toContain('credit-popup');
  expect(opened, 'and the whole Ukrainian texts').toEqual(expect.arrayContaining(['i18n-instance', 'uk']));
  const wanted = new Set(['credit-popup', 'i18n-instance', 'uk']);
  expect(
    opened.filter((chunk) => forbidden.has(chunk) && !wanted.has(chunk)),
    'other dialogs’ chunks (or the Russian texts) downloaded on opening the credit popup',
  ).toEqual([]);

  const table = (scripts: readonly ScriptRecord[]) =>
    scripts
      .map((script) => `  ${script.file.padEnd(36)} ${String(script.bytes).padStart(7)} B, ${String(script.gzip).padStart(6)} B gzip (${script.transferred} B transferred)`)
      .join('\n');
  console.log(`Widget scripts of a category page (${onLoad.length}):\n${table(onLoad)}`);
  console.log(`Downloaded on opening the credit popup (${onOpen.length}):\n${table(onOpen)}`);
  for (const script of onOpen) test.info().annotations.push({ type: 'credit popup chunk', description: `${script.file}: ${script.bytes} B (${script.gzip} B gzip)` });
});
