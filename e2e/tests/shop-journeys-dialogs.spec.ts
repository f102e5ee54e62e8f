import { demoAccounts, logInThroughApi } from './support/shop-accounts';
import { modal, modalHost } from './support/shop-dialogs';
import { distributorsOf, productWithReminder, remindersOf } from './support/shop-journeys';
import { listedCards } from './support/shop-test';
import { cardOf, expect, islandsMounted, openCategory, productIdOf, test } from './support/shop-widgets';

// Two of the shop's modals on the real shop (docs/pages.md): the back-in-stock reminder, and the
// super-admin's distributors (docs/roles.md#super-admin).

test('the reminder dialog: an e-mail required and checked, then the reminder stored and thanked for', async ({ page }) => {
  const product = await productWithReminder(page);
  const email = `remind-${Date.now().toString(36)}@vitrina.example`;
  await page.goto(product.path);
  await islandsMounted(page);
  const card = cardOf(page, product.id);
  await card.getByRole('button', { name: 'Повідомити про наявність', exact: true }).click();
  const dialog = modal(page, 'Повідомити про наявність');
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'E-mail' });
  const submit = dialog.getByRole('button', { name: 'Повідомити мене' });

  await field.fill('');
  await submit.click();
  await expect(dialog.getByText('Вкажіть e-mail', { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('not-an-email');
  await submit.click();
  await expect(dialog.getByText('Вкажіть правильний e-mail', { exact: true })).toBeVisible();
  await expect(field).toHaveValue('not-an-email');
  expect(remindersOf(product.id, 'not-an-email'), 'nothing stored for a refused e-mail').toEqual([]);

  await field.fill(email);
  const stored = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/shop/products/notification_for_product');
  await submit.click();
  expect((await stored).status()).toBe(200);
  await expect(dialog.getByText('Дякуємо! Ми повідомимо вас, коли товар з’явиться в наявності')).toBeVisible();
  expect(remindersOf(product.id, email)).toEqual([{ product_id: product.id, email }]);
  await page.keyboard.press('Escape');
  await expect(modalHost(page)).toBeHidden();
});

test('the distributors modal: the super-admin’s cards offer it, titled by the product, listing the distributors; nobody else’s do', async ({ page, baseURL }) => {
  await logInThroughApi(page, baseURL, demoAccounts.admin);
  const path = await openCategory(page);
  const ids = await Promise.all((await listedCards(page).all()).map((card) => productIdOf(card)));
  const held = distributorsOf(ids);
  const [productId, names] = [...held.entries()][0] ?? [];
  expect(productId, 'a product of the first category that distributors hold').toBeDefined();
  const card = cardOf(page, productId ?? 0);
  const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();

  await card.getByRole('button', { name: 'Наявність у дистриб’юторів' }).click();
  const dialog = modal(page, title);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Наявність у дистриб’юторів', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('table').getByRole('rowheader')).toHaveText(names ?? []);
  await page.keyboard.press('Escape');
  await expect(modalHost(page)).toBeHidden();

  // A customer's cards (and a guest's) have no such button.
  await page.context().clearCookies();
  await logInThroughApi(page, baseURL, demoAccounts.customer);
  await page.goto(path);
  await islandsMounted(page);
  await expect(listedCards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Наявність у дистриб’юторів' })).toHaveCount(0);
  await page.context().clearCookies();
  await page.goto(path);
  await islandsMounted(page);
  await expect(page.getByRole('button', { name: 'Наявність у дистриб’юторів' })).toHaveCount(0);
});
