import { expect, expectNoAxeViolations, switchLanguage, test } from './support/shop-test';
import { logInThroughApi } from './support/shop-dialogs';
import { corporateAccount, registeredAccount, smbRequestsOf } from './support/shop-journeys';

// The corporate corner under a corporate user's purchases (docs/roles.md#corporate-and-super-corporate):
// the business request form, the manager's contacts and the user's own requests, on the real shop.

const texts = {
  uk: { title: 'Корпоративний куточок', submit: 'Надіслати заявку', sent: 'Заявку надіслано', requests: 'Мої заявки', name: 'Назва компанії', code: 'Код ЄДРПОУ' },
  ru: { title: 'Корпоративный уголок', submit: 'Отправить заявку', sent: 'Заявка отправлена', requests: 'Мои заявки', name: 'Название компании', code: 'Код ЕГРПОУ' },
} as const;

test('a corporate user sends a business request from the purchases page: refused with a bad code, then stored once for a double click and listed; axe-clean in uk and ru', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const account = await corporateAccount(page, baseURL);
  const company = `ТОВ «Журнал ${Date.now().toString(36)}»`;
  await page.goto('/profile/purchases');
  const corner = page.getByRole('region', { name: texts.uk.title });
  // The island's form (the server's own has the same fields): its class is the widget's.
  const form = page.locator('[data-widget="smb-request"] form.vitrina-smb__form');
  await expect(form).toBeVisible();
  await expect(corner.getByRole('link', { name: /^Телефон менеджера: / })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(corner.getByRole('link', { name: /^E-mail менеджера: / })).toHaveAttribute('href', /^mailto:/);
  await expect(form.getByLabel('E-mail')).toHaveValue(account.email);
  await expect(form.getByLabel('Телефон')).toHaveValue(account.maskedPhone);
  await expectNoAxeViolations(page);

  await form.getByLabel(texts.uk.name).fill(company);
  await form.getByLabel(texts.uk.code).fill('1234');
  await form.getByRole('button', { name: texts.uk.submit }).click();
  await expect(form.getByText('Код ЄДРПОУ має складатися з 8 цифр')).toBeVisible();
  await expect(form.getByLabel(texts.uk.code)).toBeFocused();
  await expect(form.getByLabel(texts.uk.name)).toHaveValue(company);
  expect(smbRequestsOf(account.email), 'nothing is stored for a refused form').toEqual([]);

  await form.getByLabel(texts.uk.code).fill('87654321');
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/shop/send-smb-request');
  await form.getByRole('button', { name: texts.uk.submit }).dblclick();
  expect((await sent).status()).toBe(200);
  await expect(corner.getByRole('status')).toContainText(texts.uk.sent);
  await expect(corner.getByRole('region', { name: texts.uk.requests })).toContainText(`${company} · 87654321`);
  // What could still arrive of a second click has: one request stored.
  await page.waitForLoadState('networkidle');
  expect(smbRequestsOf(account.email)).toEqual([
    { company_name: company, company_code: '87654321', contact_name: `${account.firstName} ${account.lastName}`, phone: account.maskedPhone, email: account.email },
  ]);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('region', { name: texts.uk.requests })).toContainText(`${company} · 87654321`);
  await switchLanguage(page, 'ru');
  const russian = page.getByRole('region', { name: texts.ru.title });
  await expect(russian.getByRole('button', { name: texts.ru.submit })).toBeVisible();
  await expect(russian.getByRole('region', { name: texts.ru.requests })).toContainText(`${company} · 87654321`);
  await expectNoAxeViolations(page);
});

test('a customer who is not corporate has no corporate corner', async ({ page, baseURL }) => {
  const account = await registeredAccount(page, 'Данило');
  await logInThroughApi(page, baseURL, account);
  await page.goto('/profile/purchases');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(texts.uk.title)).toHaveCount(0);
  await expect(page.locator('[data-widget="smb-request"]')).toHaveCount(0);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s form stores the request and the page lists it', async ({ page, baseURL }) => {
    const account = await corporateAccount(page, baseURL, 'super_corporate');
    const company = `ТОВ «Без скрипту ${Date.now().toString(36)}»`;
    await page.goto('/profile/purchases');
    const corner = page.getByRole('region', { name: texts.uk.title });
    await corner.getByLabel(texts.uk.name).fill(company);
    await corner.getByLabel(texts.uk.code).fill('11223344');
    await corner.getByRole('button', { name: texts.uk.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile/purchases' && url.searchParams.get('smb') === 'sent');
    await expect(page.getByRole('status')).toContainText(texts.uk.sent);
    await expect(page.getByRole('region', { name: texts.uk.title })).toContainText(`${company} · 11223344`);
    expect(smbRequestsOf(account.email)).toEqual([
      { company_name: company, company_code: '11223344', contact_name: `${account.firstName} ${account.lastName}`, phone: account.maskedPhone, email: account.email },
    ]);
  });
});
