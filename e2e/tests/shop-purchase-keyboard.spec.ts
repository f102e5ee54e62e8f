import type { Page } from '@playwright/test';
import { checkoutTexts, guestCart, newPhone, orderNumberInAddress, productForSale } from './support/shop-checkout';
import { expectFocusShown, tabTo } from './support/shop-keyboard';
import {
  cartLine,
  checkoutMounted,
  cheapestService,
  money,
  newSingleUsePromoCode,
  novaPoshtaBranch,
  orderById,
  serviceCheckbox,
} from './support/shop-purchase';
import { expectNoAxeViolations, followLink, type Lang } from './support/shop-test';
import { buyButton, cardOf, expect, inCartButton, islandsMounted, test } from './support/shop-widgets';

// The purchase with the keyboard alone, and the pages of a purchase as everyone must be able to
// use them: axe finds nothing in either language, and nothing is wider than a 375 px phone.

test('a guest buys with the keyboard alone, from a product card to the result page, the focus always shown', async ({ page }) => {
  const watch = productForSale({ price: [1, 1_800], services: true }, 1);
  const service = cheapestService(watch.id);
  const code = newSingleUsePromoCode(10);
  const goods = 2 * (watch.price + service.price);
  const discount = Math.floor((goods * 10) / 100);

  await page.goto(`/search?q=${encodeURIComponent(watch.title)}`);
  await islandsMounted(page);
  const card = cardOf(page, watch.id);
  await tabTo(page, buyButton(card));
  await page.keyboard.press('Enter');
  await expect(inCartButton(card)).toBeFocused();
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/cart');

  const line = cartLine(page, watch.title);
  const checkbox = serviceCheckbox(line, service);
  await tabTo(page, line.getByRole('button', { name: 'Збільшити кількість' }));
  await page.keyboard.press('Enter');
  await expect(line.getByRole('textbox', { name: 'Кількість' })).toHaveValue('2');
  await expect(line).toHaveAttribute('aria-busy', 'false');
  await expectFocusShown(page);
  await tabTo(page, checkbox, { backwards: true });
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await expect(line.getByText(`Разом: ${money(goods)}`)).toBeVisible();
  await expectFocusShown(page);
  await tabTo(page, page.getByRole('textbox', { name: 'Промокод' }));
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Промокод ${code} застосовано (−${money(discount)})`)).toBeVisible();
  await expectFocusShown(page);
  await tabTo(page, page.getByRole('link', { name: 'Оформити замовлення' }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/checkout');

  const form = await checkoutMounted(page);
  const phone = newPhone();
  for (const [label, text] of [
    ['Прізвище', 'Лисенко'],
    ['Ім’я', 'Богдан'],
    ['Телефон', phone.typed],
    ['E-mail', 'bohdan@vitrina.example'],
  ] as const) {
    await tabTo(page, form.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(text);
  }
  const city = form.getByRole('combobox', { name: 'Місто' });
  await tabTo(page, city);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Оде');
  await expect(form.getByRole('option', { name: /^Одеса/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(city).toHaveValue('Одеса');
  await expectFocusShown(page);
  const branch = form.getByRole('combobox', { name: 'Відділення' });
  const first = novaPoshtaBranch('Одеса', 1);
  await expect(branch.getByRole('option', { name: first.label, exact: true })).toHaveCount(1);
  await tabTo(page, branch);
  await page.keyboard.press('ArrowDown');
  await expect(branch.locator('option:checked')).toHaveText(first.label);
  await expectFocusShown(page);
  await tabTo(page, form.getByRole('radio', { name: 'Карткою онлайн (LiqPay)' }));
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: 'Готівкою при отриманні' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Готівкою при отриманні' })).toBeFocused();
  await expectFocusShown(page);
  await tabTo(page, page.getByRole('button', { name: 'Підтвердити замовлення' }));
  await page.keyboard.press('Enter');

  const orderId = await orderNumberInAddress(page);
  await expect(page.getByText(`Замовлення №${orderId} оформлено.`)).toBeVisible();
  expect(orderById(orderId)).toMatchObject({
    payment_type: 'cash',
    delivery_type: 'newpost',
    delivery: { city_id: first.cityId, department_id: first.id },
    items: [{ product_id: watch.id, quantity: 2, services: [{ id: service.id, quantity: 2 }] }],
    promo_code: code,
    total: goods - discount,
  });
});

/** Texts of the pages around the checkout's (shop-checkout.ts's checkoutTexts). */
const pageTexts = {
  uk: { checkout: 'Оформити замовлення', pay: 'Оплатити карткою', fail: 'Оплата не пройшла' },
  ru: { checkout: 'Оформить заказ', pay: 'Оплатить картой', fail: 'Оплата не прошла' },
} as const satisfies Record<Lang, Record<string, string>>;

/** axe finds nothing on the page as it is; and at 375 px, nothing is wider than the screen. */
async function expectUsable(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 740 });
  const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(widths.scrollWidth, `the width of ${page.url()} at 375 px`).toBeLessThanOrEqual(widths.innerWidth);
  if (viewport) await page.setViewportSize(viewport);
}

for (const lang of ['uk', 'ru'] as const) {
  test(`the cart, checkout, payment and result pages in ${lang}: axe finds nothing, and nothing is wider than 375 px`, async ({ page, baseURL }) => {
    const t = { ...checkoutTexts[lang], ...pageTexts[lang] };
    const product = productForSale({ price: [1, 1_800], services: true }, lang === 'uk' ? 2 : 3);
    await guestCart(page, baseURL, [product]);

    await page.goto(`/cart${lang === 'ru' ? '?lang=ru' : ''}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(cartLine(page, lang === 'uk' ? product.title : product.titleRu).getByRole('checkbox').first()).toBeVisible();
    await expectUsable(page);

    await followLink(page, page.getByRole('link', { name: t.checkout }));
    const form = await checkoutMounted(page);
    await form.getByRole('textbox', { name: t.lastName, exact: true }).fill('Лисенко');
    await form.getByRole('textbox', { name: t.firstName, exact: true }).fill('Богдан');
    await form.getByRole('textbox', { name: t.phone, exact: true }).pressSequentially(newPhone().typed);
    await form.getByRole('textbox', { name: t.email, exact: true }).fill('bohdan@vitrina.example');
    await form.getByRole('combobox', { name: t.branch, exact: true }).selectOption({ index: 2 });
    await form.getByRole('radio', { name: t.payments.liqpay }).check();
    await expectUsable(page);

    await page.getByRole('button', { name: t.submit }).click();
    await page.waitForURL(/\/order\/pay\/[\w-]+$/);
    await expect(page.locator('[data-widget="order-payment"] form')).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.pay })).toBeVisible();
    await expectUsable(page);

    await page.getByRole('button', { name: t.pay }).click();
    await page.waitForURL(/\/simulated-pay\//);
    await page.getByRole('button', { name: t.fail }).click();
    await page.waitForURL(/\/order\/result\?status=failure/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.fail);
    await expectUsable(page);
  });
}
