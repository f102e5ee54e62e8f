import type { Locator } from '@playwright/test';
import { checkout, expect, open, registration, switchTo, test } from './support/core-demo';

// The core demo page's forms and calls: registration, the checkout rules and the typed error of a failed API call.

test.describe('registration form', () => {
  test('an empty form shows each field’s required message next to it', async ({ page }) => {
    await open(page);
    const form = registration(page);
    await form.getByRole('button', { name: 'Зареєструватися' }).click();

    const expected: Array<[Locator, string]> = [
      [form.getByRole('textbox', { name: 'Ім’я', exact: true }), 'Вкажіть ім’я'],
      [form.getByLabel('E-mail'), 'Вкажіть e-mail'],
      [form.getByLabel('Телефон'), 'Вкажіть номер телефону'],
      [form.getByLabel('Пароль'), 'Обов’язкове поле'],
      [form.getByRole('checkbox', { name: 'Я погоджуюся з умовами політики конфіденційності' }), 'Потрібна ваша згода з політикою конфіденційності'],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByRole('textbox', { name: 'Ім’я', exact: true })).toBeFocused();
    await expect(form.getByText('Реєстрацію завершено')).toHaveCount(0);

    await switchTo(page, 'Рус');
    await expect(page.getByRole('region', { name: 'Регистрация' }).getByRole('textbox', { name: 'Имя', exact: true })).toHaveAccessibleDescription(
      'Укажите имя',
    );
  });

  test('a wrong e-mail shows the e-mail message, a valid form shows success', async ({ page }) => {
    await open(page);
    const form = registration(page);
    const email = form.getByLabel('E-mail');
    await form.getByRole('textbox', { name: 'Ім’я', exact: true }).fill('Олена');
    await email.fill('olena@');
    await form.getByLabel('Телефон').fill('+38 050 123 45 67');
    await form.getByLabel('Пароль').fill('secret-42');
    await form.getByRole('checkbox', { name: 'Я погоджуюся з умовами політики конфіденційності' }).check();
    await form.getByRole('button', { name: 'Зареєструватися' }).click();

    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Вкажіть правильний e-mail');
    await expect(email).toBeFocused();
    for (const label of ['Телефон', 'Пароль']) await expect(form.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Ім’я', exact: true })).not.toHaveAttribute('aria-invalid', 'true');

    await email.fill('olena@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Зареєструватися' }).click();

    const success = form.getByRole('status');
    await expect(success).toContainText('Реєстрацію завершено');
    await expect(success).toContainText('Телефон у форматі магазину: +38 050 123 45 67');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  });
});

test.describe('checkout rules', () => {
  const passportMessage = 'Для замовлення від 5 000 грн з оплатою при отриманні потрібні паспортні дані';

  test('5000 UAH paid in cash on receipt needs a passport; 4999 UAH does not', async ({ page }) => {
    await open(page);
    const panel = checkout(page);
    const violations = panel.getByRole('listitem');
    await panel.getByLabel('Доставка').selectOption({ label: 'У відділення «Нова пошта»' });
    await panel.getByLabel('Оплата').selectOption({ label: 'Готівкою при отриманні' });

    await panel.getByLabel('Сума товарів, грн').fill('5000');
    await expect(violations.filter({ hasText: passportMessage })).toHaveCount(1);
    await expect(panel.getByLabel('Серія та номер паспорта або номер ID-картки')).toHaveAccessibleDescription(passportMessage);
    await expect(panel.getByRole('status')).toHaveText('Замовлення не можна оформити');
    await expect(panel.getByText('5 000 грн', { exact: true })).toBeVisible();

    await panel.getByLabel('Сума товарів, грн').fill('4999');
    await expect(panel.getByText(passportMessage)).toHaveCount(0);
    await expect(violations).toHaveCount(0);
    await expect(panel.getByRole('status')).toHaveText('Порушень немає: замовлення можна оформити');
  });

  test('a passport and the recipient’s details satisfy the rule; delivery is free from 1500 UAH', async ({ page }) => {
    await open(page);
    const panel = checkout(page);
    await panel.getByLabel('Оплата').selectOption({ label: 'Готівкою при отриманні' });
    await panel.getByLabel('Сума товарів, грн').fill('7500');
    await expect(panel.getByRole('listitem')).toHaveCount(3);

    await panel.getByLabel('Серія та номер паспорта або номер ID-картки').fill('АВ 123456');
    await panel.getByLabel('Прізвище').fill('Шевченко');
    await panel.getByLabel('Ім’я', { exact: true }).fill('Тарас');
    await panel.getByLabel('По батькові').fill('Григорович');
    await panel.getByLabel('Телефон').fill('050 123 45 67');
    await expect(panel.getByRole('listitem')).toHaveCount(0);
    await expect(panel.getByRole('status')).toHaveText('Порушень немає: замовлення можна оформити');
    await expect(panel.getByText('Безкоштовно', { exact: true })).toBeVisible();

    await panel.getByLabel('Сума товарів, грн').fill('1000');
    await expect(panel.getByText('За тарифами перевізника при отриманні')).toBeVisible();
    await expect(panel.getByText('До безкоштовної доставки бракує 500 грн')).toBeVisible();
  });
});

test('the API button shows the typed error the SDK turns the failed call into', async ({ page }) => {
  await open(page);
  const panel = page.getByRole('region', { name: 'Запит до API' });
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/shop/general');
  await panel.getByRole('button', { name: 'Викликати GetGeneralData' }).click();
  expect((await answer).status()).toBe(404);

  const result = panel.getByRole('status');
  await expect(result).toContainText('Виклик завершився помилкою');
  await expect(result.getByRole('definition').filter({ hasText: 'HttpError' })).toBeVisible();
  await expect(result.getByRole('definition').filter({ hasText: /^http$/ })).toBeVisible();
  await expect(result.getByRole('definition').filter({ hasText: /^404$/ })).toBeVisible();
  await expect(result.getByRole('definition').filter({ hasText: 'Щось пішло не так' })).toBeVisible();
  await expect(page.getByRole('log')).toContainText('onError: помилка «http» у виклику GetGeneralData — Щось пішло не так');

  await switchTo(page, 'Рус');
  await expect(page.getByRole('region', { name: 'Запрос к API' }).getByRole('status')).toContainText('Что-то пошло не так');
});
