import type { Page } from '@playwright/test';
import { markWindow, expectSameWindow, profileCustomer, profileIslandMounted, userColumn, userMenuButton } from './support/shop-profile';
import { expect, expectNoAxeViolations, test } from './support/shop-test';

// The profile's information page with its island (real shop, real database): the details saved in
// place, the header's first name following in this tab and in another one, without a reload.

async function openInformation(page: Page): Promise<void> {
  await page.goto('/profile');
  await profileIslandMounted(page, 'profile-information');
}

test('a new first name is saved in place, and the header shows it here and in a second tab without a reload', async ({ page, baseURL }) => {
  const customer = await profileCustomer(page, baseURL);
  await openInformation(page);
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(userMenuButton(other, customer.firstName)).toBeVisible();
  await markWindow(other);
  await markWindow(page);

  const firstName = page.getByRole('textbox', { name: 'Ім’я' });
  await expect(firstName).toHaveValue(customer.firstName);
  await firstName.fill('Марина');
  await page.getByRole('button', { name: 'Зберегти' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Дані збережено' })).toBeVisible();
  await expect(userMenuButton(page, 'Марина')).toBeVisible();
  await expect(userMenuButton(other, 'Марина')).toBeVisible();
  await expectSameWindow(page);
  await expectSameWindow(other);
  expect(userColumn(customer.id, 'first_name')).toBe('Марина');
});

test('a birthday that is no real past date is refused on its field; what was typed stays and nothing is saved', async ({ page, baseURL }) => {
  const customer = await profileCustomer(page, baseURL);
  await openInformation(page);
  await page.getByRole('textbox', { name: 'Ім’я' }).fill('Марина');
  await page.getByRole('textbox', { name: 'День' }).fill('30');
  await page.getByRole('textbox', { name: 'Місяць' }).fill('2');
  await page.getByRole('textbox', { name: 'Рік' }).fill('1990');
  await page.getByRole('button', { name: 'Зберегти' }).click();

  const birthday = page.getByRole('group', { name: 'Дата народження' });
  await expect(birthday.getByText('Вкажіть справжню дату народження: день, місяць і рік у минулому')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'День' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Ім’я' })).toHaveValue('Марина');
  // The header still shows the saved name: the refused form changed nothing.
  await expect(userMenuButton(page, customer.firstName)).toBeVisible();
  expect(userColumn(customer.id, 'first_name')).toBe(customer.firstName);
  expect(userColumn(customer.id, 'birthday')).toBeNull();
});

test('a phone and a birthday are saved as the shop keeps them, and shown so after a reload', async ({ page, baseURL }) => {
  const customer = await profileCustomer(page, baseURL);
  await openInformation(page);
  const phone = page.getByRole('textbox', { name: 'Телефон' });
  // Typed over what the mask shows, as a shopper would.
  await phone.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('0671112233');
  await expect(phone).toHaveValue('+38 067 111 22 33');
  await page.getByRole('textbox', { name: 'День' }).fill('9');
  await page.getByRole('textbox', { name: 'Місяць' }).fill('11');
  await page.getByRole('textbox', { name: 'Рік' }).fill('1985');
  await page.getByRole('button', { name: 'Зберегти' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Дані збережено' })).toBeVisible();
  expect(userColumn(customer.id, 'phone')).toBe('380671112233');
  expect(userColumn(customer.id, 'birthday')).toBe('1985-11-09');

  await openInformation(page);
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+38 067 111 22 33');
  await expect(page.getByRole('textbox', { name: 'Рік' })).toHaveValue('1985');
});

for (const lang of ['uk', 'ru'] as const) {
  test(`the information page has no accessibility violations (${lang})`, async ({ page, baseURL }) => {
    await profileCustomer(page, baseURL, lang);
    await openInformation(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoAxeViolations(page);
  });
}
