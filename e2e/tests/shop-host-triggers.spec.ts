import type { Locator, Page } from '@playwright/test';
import { dialogTexts, modal } from './support/shop-dialogs';
import { followLink } from './support/shop-test';
import {
  buyableCards,
  buyButton,
  cardOf,
  compareToggle,
  expect,
  expectBarCount,
  expectCartCount,
  expectFavorite,
  favoritesToggle,
  inCartButton,
  openCategory,
  productIdOf,
  test,
} from './support/shop-widgets';

// The declarative triggers (data-vitrina-open / add-to-cart / toggle) on the example shop's pages:
// plain markup the server renders, or a page's script adds, with no script of the page's own behind it.

const triggerTexts = { promoCode: 'Маю промокод', promoTitle: 'Промокод', offer: 'Купити цей товар', favorites: 'Обране' } as const;

/** What a page's script does with markup it loaded: an element built by hand, put at the end of <main>. */
async function addElement(page: Page, tag: string, attributes: Record<string, string>, text: string): Promise<void> {
  await page.evaluate(
    ({ tag, attributes, text }) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      element.textContent = text;
      document.querySelector('main')?.append(element);
    },
    { tag, attributes, text },
  );
}

async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the footer’s login link and a trigger added after start open the login dialog, by click and with the keyboard', async ({ page }) => {
  await openCategory(page);
  const path = new URL(page.url()).pathname;
  const login = modal(page, dialogTexts.login.title);

  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: dialogTexts.login.submit, exact: true });
  await footerLink.click();
  await expect(login).toBeVisible();
  // The link's login page was not followed.
  expect(new URL(page.url()).pathname).toBe(path);
  await closeWithEscape(page, login);
  await expect(footerLink).toBeFocused();

  await addElement(page, 'button', { type: 'button', 'data-vitrina-open': 'login' }, 'Увійти до кабінету');
  const added = page.getByRole('button', { name: 'Увійти до кабінету' });
  await added.focus();
  await page.keyboard.press('Enter');
  await expect(login).toBeVisible();
  await closeWithEscape(page, login);
  await expect(added).toBeFocused();
  await page.keyboard.press('Space');
  await expect(login).toBeVisible();
  await closeWithEscape(page, login);

  // An element that is not a button, given a role and a tabindex by the page.
  await addElement(page, 'span', { role: 'button', tabindex: '0', 'data-vitrina-open': 'login' }, 'Мій кабінет');
  await page.getByRole('button', { name: 'Мій кабінет' }).focus();
  await page.keyboard.press('Enter');
  await expect(login).toBeVisible();
});

test('a trigger with a bad modal id warns once and does nothing; the triggers beside it work', async ({ page, widgetWarnings }) => {
  widgetWarnings.expect(/^Vitrina: the trigger <button data-vitrina-open="logn"> has data-vitrina-open="logn", which is no modal; it does nothing\.$/);
  await openCategory(page);
  await addElement(page, 'button', { type: 'button', 'data-vitrina-open': 'logn' }, 'Зламаний вхід');
  const broken = page.getByRole('button', { name: 'Зламаний вхід' });
  await broken.click();
  await broken.click();
  // Given the time a dialog would take to show.
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: dialogTexts.login.submit, exact: true }).click();
  await expect(modal(page, dialogTexts.login.title)).toBeVisible();
});

test('the cart page’s “Маю промокод” opens the promo-code dialog', async ({ page }) => {
  await openCategory(page);
  const card = cardOf(page, await productIdOf(buyableCards(page).first()));
  await buyButton(card).click();
  await expect(inCartButton(card)).toBeVisible();
  await page.goto('/cart');
  await expect(page.locator('.vitrina-cart-line')).toHaveCount(1);

  const trigger = page.getByRole('link', { name: triggerTexts.promoCode, exact: true });
  await trigger.click();
  const dialog = modal(page, triggerTexts.promoTitle);
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/cart');
  await closeWithEscape(page, dialog);
  await expect(trigger).toBeFocused();
});

test('the buy and favourites triggers at the end of a product’s page show their states, and the page’s island and counters follow', async ({ page }) => {
  await openCategory(page);
  const id = await productIdOf(buyableCards(page).first());
  await followLink(page, cardOf(page, id).getByRole('heading', { level: 3 }).getByRole('link'));
  const summary = page.locator('.product-summary');
  await expect(compareToggle(summary)).toBeVisible();

  const offer = page.getByRole('region', { name: triggerTexts.offer });
  const buy = offer.getByRole('button', { name: 'Купити', exact: true });
  // The same button under each of its names (the page's stylesheet shows the text that fits its state).
  const trigger = offer.locator('[data-vitrina-add-to-cart]');
  // The cart's answer waits until the busy state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let adds = 0;
  await page.route('**/api/shop/cart/create', async (route) => {
    adds += 1;
    await held;
    await route.continue();
  });
  await buy.dblclick();
  await expect(trigger).toHaveAttribute('aria-busy', 'true');
  await expect(trigger).toHaveAttribute('aria-disabled', 'true');
  await expect(buy).toBeVisible();
  release();

  const inCart = offer.getByRole('button', { name: 'У кошику', exact: true });
  await expect(inCart).toHaveAttribute('data-vitrina-in-cart', '');
  await expect(trigger).not.toHaveAttribute('aria-busy', /.*/);
  await expect(inCartButton(summary)).toBeVisible();
  await expectCartCount(page, 1);
  expect(adds).toBe(1);

  const favorite = offer.getByRole('button', { name: triggerTexts.favorites, exact: true });
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expectFavorite(summary, true);
  await expectBarCount(page, 'favorites', 1);
  // The island takes it out again: the trigger follows.
  await favoritesToggle(summary).click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  await expectBarCount(page, 'favorites', 0);
});
