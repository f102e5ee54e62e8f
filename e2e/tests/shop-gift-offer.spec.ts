import type { Page } from '@playwright/test';
import { withShopDatabase } from './support/shop-database';
import { productWithoutGiftsLeft } from './support/shop-journeys';
import { buyButton, expect, expectCartCount, inCartButton, test } from './support/shop-widgets';

// A product whose gifts have run out (the seed has a few, their gift stock at 0): the card's buy
// button answers 409 errors.gifts_run_out, and the shopper is offered the product without its gift.

/** The product's buttons once the widget has mounted them (until then buy posts the server's form). */
async function mountedActionsOf(page: Page, productId: number) {
  const actions = page.locator(`[data-widget="product-actions"][data-product-id="${productId}"]`).first();
  await expect(actions.locator(':scope > .vitrina-actions')).toBeVisible();
  return actions;
}

async function cartIdOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((one) => one.name === 'cart_id');
  expect(cookie?.value, 'the guest has a cart').toBeTruthy();
  return cookie!.value;
}

test('buy on a product whose gifts have run out offers it without the gift; agreeing by keyboard adds it so', async ({ page, pageWatch }) => {
  const product = productWithoutGiftsLeft(0);
  pageWatch.expectErrorStatus('/api/shop/cart/create', 409);
  await page.goto(`/${product.slug}`);
  const actions = await mountedActionsOf(page, product.id);
  await expectCartCount(page, 0);

  await buyButton(actions).focus();
  await page.keyboard.press('Enter');
  const offer = page.getByRole('dialog', { name: 'Подарунки закінчилися' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Купити його без подарунка?');
  const accept = offer.getByRole('button', { name: 'Купити без подарунка' });
  await expect(accept).toBeFocused();
  await expectCartCount(page, 0);

  await page.keyboard.press('Enter');
  await expect(offer).toHaveCount(0);
  await expectCartCount(page, 1);
  await expect(inCartButton(actions)).toBeFocused();
  const cartId = await cartIdOf(page);
  const stored = withShopDatabase((db) => db.prepare('SELECT quantity, without_gift FROM cart_items WHERE cart_id = ? AND product_id = ?').get(cartId, product.id));
  expect(stored).toEqual({ quantity: 1, without_gift: 1 });
});

test('in Russian, declining (Escape, then "Отмена") adds nothing and gives the focus back to the buy button', async ({ page, pageWatch }) => {
  const product = productWithoutGiftsLeft(1);
  pageWatch.expectErrorStatus('/api/shop/cart/create', 409);
  await page.goto(`/${product.slug}?lang=ru`);
  const actions = await mountedActionsOf(page, product.id);
  const buy = actions.getByRole('button', { name: 'Купить', exact: true });

  await buy.click();
  const offer = page.getByRole('dialog', { name: 'Подарки закончились' });
  await expect(offer.getByRole('button', { name: 'Купить без подарка' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(offer).toHaveCount(0);
  await expect(buy).toBeFocused();

  await buy.click();
  await offer.getByRole('button', { name: 'Отмена' }).click();
  await expect(offer).toHaveCount(0);
  await expect(buy).toBeFocused();
  // Nothing was added: no cart link in the header, no cart line.
  await expectCartCount(page, 0);
  const lines = withShopDatabase((db) => db.prepare('SELECT COUNT(*) AS n FROM cart_items WHERE product_id = ?').get(product.id) as { n: number });
  expect(lines.n).toBe(0);
});
