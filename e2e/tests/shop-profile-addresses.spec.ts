import type { Page } from '@playwright/test';
import { signUpCustomer } from './support/shop-purchase';
import { withShopDatabase } from './support/shop-database';
import { expect, expectNoAxeViolations, test, type Lang } from './support/shop-test';

// The delivery page's address book against the real shop: a customer of their own adds an address
// with a city found by typing, changes it and removes it, each surviving a reload.

const texts = {
  add: { uk: 'Додати адресу', ru: 'Добавить адрес' },
  street: { uk: 'Вулиця', ru: 'Улица' },
  building: { uk: 'Будинок', ru: 'Дом' },
  apartment: { uk: 'Квартира', ru: 'Квартира' },
  added: { uk: 'Адресу додано', ru: 'Адрес добавлен' },
  save: { uk: 'Зберегти', ru: 'Сохранить' },
  updated: { uk: 'Адресу змінено', ru: 'Адрес изменён' },
  confirm: { uk: 'Так, видалити', ru: 'Да, удалить' },
  removed: { uk: 'Адресу видалено', ru: 'Адрес удалён' },
  empty: { uk: 'Збережених адрес поки немає', ru: 'Сохранённых адресов пока нет' },
} as const;

const addressItems = (page: Page) => page.locator('.vitrina-address-book__item > span:first-child');

/** The island has taken the page over: its combobox replaces the page's plain city field. */
async function openBook(page: Page, lang: Lang = 'uk'): Promise<void> {
  await page.goto(`/profile/delivery?lang=${lang}`);
  await expect(page.getByRole('combobox')).toBeVisible();
}

test('an address with a typed city is added, listed after a reload, changed and removed', async ({ page, baseURL }) => {
  const customer = await signUpCustomer(page, baseURL, { lang: 'uk', bonuses: 0 });
  await openBook(page);
  await expect(page.getByText(texts.empty.uk)).toBeVisible();

  const city = page.getByRole('combobox');
  await city.pressSequentially('Льв');
  await page.getByRole('option', { name: /^Львів/ }).click();
  await expect(city).toHaveValue('Львів');
  await page.getByLabel(texts.street.uk).fill('вул. Городоцька');
  await page.getByLabel(texts.building.uk).fill('3/1');
  await page.getByLabel(texts.apartment.uk).fill('12');
  await page.getByRole('button', { name: texts.add.uk }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.added.uk })).toBeVisible();
  await expect(addressItems(page)).toHaveText(['Львів, вул. Городоцька, 3/1, кв. 12']);
  await expect(addressItems(page).first()).toBeFocused();

  await page.reload();
  await expect(page.getByRole('combobox')).toBeVisible();
  await expect(addressItems(page)).toHaveText(['Львів, вул. Городоцька, 3/1, кв. 12']);

  await page.getByRole('button', { name: /^Змінити адресу/ }).click();
  await page.getByLabel(texts.building.uk).fill('5');
  await page.getByLabel(texts.apartment.uk).fill('');
  await page.getByRole('button', { name: texts.save.uk }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.updated.uk })).toBeVisible();
  await page.reload();
  await expect(addressItems(page)).toHaveText(['Львів, вул. Городоцька, 5']);

  await page.getByRole('button', { name: /^Видалити адресу/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: texts.confirm.uk }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.removed.uk })).toBeVisible();
  await page.reload();
  await expect(page.getByText(texts.empty.uk)).toBeVisible();
  const left = withShopDatabase((db) => db.prepare('SELECT COUNT(*) AS count FROM addresses WHERE user_id = ?').get(customer.id) as { count: number });
  expect(left.count).toBe(0);
});

test('a building the rules refuse is shown under its field and nothing is saved', async ({ page, baseURL }) => {
  const customer = await signUpCustomer(page, baseURL, { lang: 'uk', bonuses: 0 });
  await openBook(page);
  await page.getByRole('combobox').pressSequentially('Київ');
  await page.getByLabel(texts.street.uk).fill('Хрещатик');
  await page.getByLabel(texts.building.uk).fill('0');
  await page.getByRole('button', { name: texts.add.uk }).click();
  await expect(page.getByText('Вкажіть правильний номер будинку')).toBeVisible();
  await expect(page.getByLabel(texts.street.uk)).toHaveValue('Хрещатик');
  const saved = withShopDatabase((db) => db.prepare('SELECT COUNT(*) AS count FROM addresses WHERE user_id = ?').get(customer.id) as { count: number });
  expect(saved.count).toBe(0);
});

for (const lang of ['uk', 'ru'] as const) {
  test(`the delivery page has no axe violations (${lang}), with an address and its removal asked`, async ({ page, baseURL }) => {
    const customer = await signUpCustomer(page, baseURL, { lang, bonuses: 0 });
    withShopDatabase((db) =>
      db
        .prepare("INSERT INTO addresses (user_id, city, street, building, apartments, created_at) VALUES (?, 'Київ', 'вул. Хрещатик', '22А', '15', ?)")
        .run(customer.id, new Date().toISOString()),
    );
    await openBook(page, lang);
    await expect(addressItems(page)).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: lang === 'uk' ? /^Видалити адресу/ : /^Удалить адрес/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
