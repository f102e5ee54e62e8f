import type { Page } from '@playwright/test';
import { demoAccounts, logInThroughApi } from './support/shop-accounts';
import { withShopDatabase } from './support/shop-database';
import { creditBadge, dialogTexts as texts, headerLoginButton, listedProduct, modal, modalHost, openListing, preOrderButton } from './support/shop-dialogs';
import { corporateAccount, productWithReminder } from './support/shop-journeys';
import { profileCustomer, profileIslandMounted, userMenuButton } from './support/shop-profile';
import { listedCards } from './support/shop-test';
import { expectEnforcingShopPage, watchTrustedTypes, type TrustedTypesWatch } from './support/trusted-types-watch';
import { buyButton, cardOf, expect, islandsMounted, openCategory, productIdOf, test } from './support/shop-widgets';

// The shop's dialogs and the profile's pages under its Trusted Types (shop-trusted-types.spec.ts
// has the watch's own check and the other pages): each dialog opened and used, each profile page's
// island used, the language switched in place; no violation, no policy but the widgets'.

/** Closes the open modal by Escape and waits until the modal host has closed it. */
async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(modalHost(page)).toBeHidden();
}

/** Opens `path` as an enforcing shop page with the widgets bundle; clean once `ready` has happened. */
async function open(page: Page, watch: TrustedTypesWatch, path: string, ready: () => Promise<unknown>): Promise<void> {
  await expectEnforcingShopPage(page, await page.goto(path));
  await ready();
  await watch.expectClean(`opening ${path}`);
}

test('a guest’s dialogs: credit, one-click, reminder, pre-order’s login, password recovery and sign-up, the gift offer', async ({ page, pageWatch }) => {
  test.setTimeout(120_000);
  const credit = await listedProduct(page, 'credit');
  const oneClick = await listedProduct(page, 'one-click');
  const preOrder = await listedProduct(page, 'pre-order');
  const reminder = await productWithReminder(page);
  const watch = await watchTrustedTypes(page);

  await openListing(page, credit);
  await creditBadge(cardOf(page, credit.id)).click();
  await expect(modal(page, texts.credit.title).getByRole('group').first()).toBeVisible();
  await watch.expectClean('the credit popup');
  await closeModal(page);

  await openListing(page, oneClick);
  await cardOf(page, oneClick.id).getByRole('button', { name: texts.oneClick.link, exact: true }).click();
  const phone = modal(page, texts.oneClick.title).getByRole('textbox', { name: texts.fields.phone, exact: true });
  await expect(phone).toBeFocused();
  await phone.pressSequentially('0671234567');
  await expect(phone).toHaveValue('+38 067 123 45 67');
  await watch.expectClean('the one-click dialog with its phone mask');
  await closeModal(page);

  await page.goto(reminder.path);
  await islandsMounted(page);
  await cardOf(page, reminder.id).getByRole('button', { name: 'Повідомити про наявність', exact: true }).click();
  const remind = modal(page, 'Повідомити про наявність');
  await remind.getByRole('button', { name: 'Повідомити мене' }).click();
  await expect(remind.getByText('Вкажіть e-mail', { exact: true })).toBeVisible();
  await watch.expectClean('the reminder dialog');
  await closeModal(page);

  // A guest's pre-order asks to log in first; from there, password recovery and sign-up.
  const card = await openListing(page, preOrder);
  await preOrderButton(card).click();
  const login = modal(page, texts.login.title);
  await expect(login.getByRole('textbox', { name: texts.fields.email })).toBeVisible();
  await watch.expectClean('the login dialog');
  await login.getByRole('button', { name: 'Забули пароль?' }).click();
  const recovery = modal(page, 'Відновлення пароля');
  await expect(recovery.getByRole('textbox', { name: texts.fields.email })).toBeVisible();
  await watch.expectClean('the password recovery dialog');
  await recovery.getByRole('button', { name: 'Повернутися до входу' }).click();
  await modal(page, texts.login.title).getByRole('button', { name: texts.login.register, exact: true }).click();
  const registration = modal(page, texts.registration.title);
  await registration.getByRole('textbox', { name: texts.fields.phone, exact: true }).pressSequentially('0501112233');
  await watch.expectClean('the sign-up dialog');
  await closeModal(page);

  // A product whose gifts have run out: buying it offers it without the gift.
  const runOut = withShopDatabase(
    (db) =>
      db
        .prepare(
          `SELECT p.id, p.slug FROM products p JOIN product_gifts g ON g.product_id = p.id
           WHERE g.stock = 0 AND p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND p.is_corporate = 0 ORDER BY p.id DESC LIMIT 1`,
        )
        .get() as { id: number; slug: string },
  );
  pageWatch.expectErrorStatus('/api/shop/cart/create', 409);
  await open(page, watch, `/${runOut.slug}`, () => expect(page.locator(`[data-widget="product-actions"][data-product-id="${runOut.id}"] > .vitrina-actions`).first()).toBeVisible());
  await buyButton(page.locator(`[data-widget="product-actions"][data-product-id="${runOut.id}"]`).first()).click();
  const offer = page.getByRole('dialog', { name: 'Подарунки закінчилися' });
  await expect(offer.getByRole('button', { name: 'Купити без подарунка' })).toBeFocused();
  await watch.expectClean('the gift offer');
  await offer.getByRole('button', { name: 'Скасувати' }).click();
  await expect(offer).toHaveCount(0);
});

test('a customer’s account menu, account switch, pre-order, profile pages and the language switched in place', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const preOrder = await listedProduct(page, 'pre-order');
  const customer = await profileCustomer(page, baseURL);
  const watch = await watchTrustedTypes(page);

  await open(page, watch, '/', () => expect(userMenuButton(page, customer.firstName)).toBeVisible());
  const menu = userMenuButton(page, customer.firstName);
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await watch.expectClean('the account menu');
  await page.getByRole('banner').getByRole('button', { name: texts.userMenu.switchAccount }).click();
  await expect(modal(page, texts.changeAccount.title).getByText(texts.changeAccount.add)).toBeVisible();
  await watch.expectClean('the account switch dialog');
  await closeModal(page);

  const card = await openListing(page, preOrder);
  await preOrderButton(card).click();
  await expect(modal(page, texts.preOrder.title).getByRole('button', { name: texts.preOrder.submit })).toBeVisible();
  await watch.expectClean('the pre-order dialog');
  await closeModal(page);

  const island = (widget: string) => () => expect(page.locator(`[data-widget="${widget}"] [class*="vitrina-"]`).first()).toBeAttached();
  await open(page, watch, '/profile', () => profileIslandMounted(page, 'profile-information'));
  await open(page, watch, '/profile/delivery', island('address-book'));
  await open(page, watch, '/profile/bonuses', island('bonus-history'));
  await open(page, watch, '/profile/purchases', island('purchase-list'));
  await open(page, watch, '/profile/settings', () => profileIslandMounted(page, 'profile-settings'));

  // The page in the other language, fetched as a document the browser parses, copied in node by node.
  await page.getByRole('radio', { name: 'Рус' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Настройки');
  await expect(userMenuButton(page, customer.firstName, 'ru')).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length), 'never left the page').toBe(1);
  await watch.expectClean('the language switched in place');
  await page.getByRole('radio', { name: 'Укр' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await watch.expectClean('the language switched back');
});

test('a corporate customer’s purchases page and the super-admin’s distributors dialog', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const watch = await watchTrustedTypes(page);
  await corporateAccount(page, baseURL);
  await open(page, watch, '/profile/purchases', () => expect(page.locator('[data-widget="smb-request"] form.vitrina-smb__form')).toBeVisible());
  const form = page.locator('[data-widget="smb-request"] form.vitrina-smb__form');
  await form.getByRole('button').last().click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await watch.expectClean('the corporate corner refusing an empty request');

  await page.context().clearCookies();
  await logInThroughApi(page, baseURL, demoAccounts.admin);
  await openCategory(page);
  const held = listedCards(page).filter({ has: page.getByRole('button', { name: 'Наявність у дистриб’юторів' }) }).first();
  const title = (await held.getByRole('heading', { level: 3 }).innerText()).trim();
  await held.getByRole('button', { name: 'Наявність у дистриб’юторів' }).click();
  await expect(modal(page, title).getByText('Наявність у дистриб’юторів', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await watch.expectClean('the distributors dialog');
  await closeModal(page);
  expect(await productIdOf(listedCards(page).first())).toBeGreaterThan(0);
});

test('the header’s login dialog and the sign-in pages’ forms, used', async ({ page }) => {
  const watch = await watchTrustedTypes(page);
  await open(page, watch, '/', () => expect(headerLoginButton(page)).toBeVisible());
  await headerLoginButton(page).click();
  const login = modal(page, texts.login.title);
  await login.getByRole('button', { name: texts.login.submit, exact: true }).click();
  await expect(login.getByRole('textbox', { name: texts.fields.email })).toHaveAttribute('aria-invalid', 'true');
  await watch.expectClean('the header’s login dialog refusing an empty form');
  await closeModal(page);

  await open(page, watch, '/login', () => expect(page.locator('[data-widget="login-form"] [class*="vitrina-"]').first()).toBeAttached());
  await page.locator('[data-widget="login-form"]').getByRole('button', { name: texts.login.submit, exact: true }).click();
  await expect(page.locator('[data-widget="login-form"] [aria-invalid="true"]').first()).toBeVisible();
  await watch.expectClean('the login page refusing an empty form');
});
