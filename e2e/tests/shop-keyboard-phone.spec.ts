import { dialogTexts, headerLoginButton, modal, userMenuButton } from './support/shop-dialogs';
import { registeredAccount } from './support/shop-journeys';
import { expectFocusShown, tabTo } from './support/shop-keyboard';
import { buyableProductOf, buyButton, cardOf, categoryPath, expect, inCartButton, islandsMounted, test } from './support/shop-widgets';

// The keyboard alone on a 375 px phone (a screen reader's or a switch user's way through the shop):
// the header's login button, the login dialog, the account menu, a card's buy button and the cart.
// After every key the focus is on an element that shows it, never lost to the page's body.

test.use({ viewport: { width: 375, height: 800 } });

test('at 375 px a guest logs in through the dialog, opens the account menu, buys from a card and reaches the cart with the keyboard alone', async ({ page }) => {
  const account = await registeredAccount(page, 'Ярина');
  await page.goto('/');
  const product = await buyableProductOf(page, await categoryPath(page, 0));
  await page.goto(`/search?q=${encodeURIComponent(product.title)}`);
  await islandsMounted(page);

  // The login button is named though its text is hidden at this width.
  const login = headerLoginButton(page);
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  const dialog = modal(page, dialogTexts.login.title);
  await expect(dialog).toBeVisible();
  await expectFocusShown(page);
  await tabTo(page, dialog.getByRole('textbox', { name: dialogTexts.fields.email, exact: true }));
  await page.keyboard.type(account.email);
  await tabTo(page, dialog.getByRole('textbox', { name: dialogTexts.fields.password, exact: true }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The dialog gives the focus back to the header, where the account menu now is.
  const menu = userMenuButton(page, account.firstName);
  await expect(menu).toBeFocused();
  await expectFocusShown(page);

  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expectFocusShown(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expectFocusShown(page);

  const card = cardOf(page, product.id);
  await tabTo(page, buyButton(card));
  await page.keyboard.press('Enter');
  await expect(inCartButton(card)).toBeFocused();
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/cart');
  const line = page.locator('[data-widget="cart"] .vitrina-cart-line').filter({ hasText: product.title });
  await expect(line).toBeVisible();
  await tabTo(page, line.getByRole('button', { name: 'Збільшити кількість' }));
  await expectFocusShown(page);
});
