import type { Locator, Page } from '@playwright/test';
import { demoAccounts } from './support/shop-accounts';
import { dialogTexts as texts, expect, headerLoginButton, listedProduct, modal, modalHost, test, userMenuButton, type ListedProduct } from './support/shop-dialogs';
import { cardOf, islandsMounted } from './support/shop-widgets';

// The shop's dialogs with the keyboard alone: each flow starts with focus on the control that opens
// the dialog (as Tab would leave it) and from there only keys are pressed — open, fill, submit, close.

/** Presses Tab until `target` has the focus (a dialog keeps Tab inside itself). */
async function tabTo(page: Page, target: Locator, limit = 15): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function openListing(page: Page, product: ListedProduct): Promise<Locator> {
  await page.goto(product.path);
  await islandsMounted(page);
  return cardOf(page, product.id);
}

test('the login dialog by keyboard: Enter opens it on the e-mail field, Tab to the password, Enter logs in and closes it', async ({ page }) => {
  const customer = demoAccounts.customer;
  await page.goto('/');
  await islandsMounted(page);
  const opener = headerLoginButton(page);
  await opener.focus();
  await page.keyboard.press('Enter');

  const dialog = modal(page, texts.login.title);
  await expect(dialog).toBeVisible();
  const email = dialog.getByRole('textbox', { name: texts.fields.email, exact: true });
  await expect(email).toBeFocused();
  await page.keyboard.type(customer.email);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: texts.fields.password, exact: true })).toBeFocused();
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');

  await expect(modalHost(page)).toBeHidden();
  await expect(userMenuButton(page, customer.firstName)).toBeVisible();
});

test('a one-click order by keyboard: Enter opens it on the phone, digits typed, Enter submits, Escape closes and focus is back', async ({ page }) => {
  const product = await listedProduct(page, 'one-click');
  const card = await openListing(page, product);
  const link = card.getByRole('button', { name: texts.oneClick.link, exact: true });
  await link.focus();
  await page.keyboard.press('Enter');

  const dialog = modal(page, texts.oneClick.title);
  await expect(dialog).toBeVisible();
  const phone = dialog.getByRole('textbox', { name: texts.fields.phone, exact: true });
  await expect(phone).toBeFocused();
  await page.keyboard.type('0671234567');
  await expect(phone).toHaveValue('+38 067 123 45 67');
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/shop/cart/one_click_order');
  await page.keyboard.press('Enter');
  expect((await sent).status()).toBe(200);
  await expect(dialog.getByRole('status')).toHaveText(texts.oneClick.success);

  await page.keyboard.press('Escape');
  await expect(modalHost(page)).toBeHidden();
  await expect(link).toBeFocused();
});

test('the credit popup by keyboard: Enter on the badge opens it, the arrow keys choose another term, Escape closes it', async ({ page }) => {
  const product = await listedProduct(page, 'credit');
  const card = await openListing(page, product);
  const badge = card.getByRole('button', { name: texts.credit.badge });
  await badge.focus();
  await page.keyboard.press('Enter');

  const popup = modal(page, texts.credit.title);
  await expect(popup).toBeVisible();
  const bank = popup.getByRole('group').first();
  const terms = bank.getByRole('radio');
  await expect(terms.first()).toBeChecked();
  const monthly = bank.getByText(texts.credit.monthly);
  const before = await monthly.innerText();

  // Into the first bank's terms with Tab, then the next term with an arrow key, as radio groups work.
  await tabTo(page, terms.first());
  await page.keyboard.press('ArrowDown');
  await expect(terms.nth(1)).toBeChecked();
  await expect(monthly).not.toHaveText(before);

  await page.keyboard.press('Escape');
  await expect(modalHost(page)).toBeHidden();
  await expect(badge).toBeFocused();
});
