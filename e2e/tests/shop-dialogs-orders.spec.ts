import { withShopDatabase } from './support/shop-database';
import { bankSeeds, creditBadge, dialogTexts as texts, expect, isCall, listedProduct, logInThroughApi, logInThroughDialog, modal, modalHost, newAccount, openListing, preOrderButton, registerThroughApi, savedPreOrderProduct, test, userMenuButton } from './support/shop-dialogs';
import { cardOf, islandsMounted } from './support/shop-widgets';

// The example shop's modals with the widgets bundle (real server, real database; docs/pages.md):
// a guest's pre-order through the login gate, a one-click order and the credit popup
// (docs/catalogue.md, docs/checkout.md).

test('a guest’s pre-order: the login dialog first, then the pre-order dialog for that product; it reaches the server, and pre-ordering again ends in the error alert', async ({ page }) => {
  const account = newAccount('Остап');
  await registerThroughApi(page, account);
  const product = await listedProduct(page, 'pre-order');
  const card = await openListing(page, product);

  await preOrderButton(card).click();
  const login = modal(page, texts.login.title);
  await expect(login).toBeVisible();
  await expect(login.getByText(texts.login.intro, { exact: true })).toBeVisible();
  // The product waits in local storage for after the login (docs/catalogue.md, pre-orders).
  await expect.poll(() => savedPreOrderProduct(page), { message: 'the product saved for after the login' }).toBe(String(product.id));
  await logInThroughDialog(login, account);

  // After the login the pre-order dialog opens by itself, the user's contacts filled in.
  const preOrder = modal(page, texts.preOrder.title);
  await expect(preOrder).toBeVisible();
  await expect(userMenuButton(page, account.firstName)).toBeVisible();
  await expect(preOrder.getByRole('textbox', { name: texts.fields.firstName, exact: true })).toHaveValue(account.firstName);
  await expect(preOrder.getByRole('textbox', { name: texts.fields.phone, exact: true })).toHaveValue(account.maskedPhone);
  await expect(preOrder.getByRole('textbox', { name: texts.fields.email, exact: true })).toHaveValue(account.email);

  const sent = page.waitForResponse(isCall('/api/shop/catalog/preorder'));
  await preOrder.getByRole('button', { name: texts.preOrder.submit, exact: true }).click();
  const answer = await sent;
  expect(answer.status(), 'the shop takes the pre-order').toBe(200);
  await expect(preOrder.getByRole('status')).toHaveText(texts.preOrder.success);
  await expect(preOrderButton(card, true)).toBeVisible();
  const saved = withShopDatabase(
    (db) =>
      db
        .prepare('SELECT COUNT(*) AS n FROM preorders p JOIN users u ON u.id = p.user_id WHERE u.email = ? AND p.product_id = ?')
        .get(account.email, product.id) as { n: number },
  );
  expect(saved.n, 'the pre-order is in the shop’s database').toBe(1);
  await preOrder.getByRole('button', { name: texts.ok, exact: true }).click();
  await expect(modalHost(page)).toBeHidden();
  await expect.poll(() => savedPreOrderProduct(page), { message: 'closing the modal forgets the saved product' }).toBeNull();

  // The server knows it: after a reload the card still says so.
  await page.reload();
  await islandsMounted(page);
  const again = preOrderButton(cardOf(page, product.id), true);
  await expect(again).toBeVisible();

  // Pre-ordering the same product again: the error alert of docs/catalogue.md#pre-orders, nothing sent.
  let resent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/shop/catalog/preorder') resent += 1;
  });
  await again.click();
  const alert = page.getByRole('alertdialog', { name: texts.alreadyProcessed.title, exact: true });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAccessibleDescription(texts.alreadyProcessed.message);
  await expect(alert.getByRole('button', { name: texts.ok, exact: true })).toBeFocused();
  await expect(modalHost(page)).toBeHidden();
  await alert.getByRole('button', { name: texts.ok, exact: true }).click();
  await expect(alert).toBeHidden();
  await expect(again).toBeFocused();
  expect(resent, 'no second pre-order request').toBe(0);
});

test('a pre-order the server already has (made meanwhile on another device) ends in the same error alert, and the card says it is processed', async ({ page, baseURL, pageWatch }) => {
  // Chromium logs the refused call; the refusal is what this test is about.
  pageWatch.expectErrorStatus('/api/shop/catalog/preorder', 409);
  const account = newAccount('Ярема');
  await registerThroughApi(page, account);
  await logInThroughApi(page, baseURL, account);
  const product = await listedProduct(page, 'pre-order');
  const card = await openListing(page, product);
  await expect(userMenuButton(page, account.firstName)).toBeVisible();

  await preOrderButton(card).click();
  const preOrder = modal(page, texts.preOrder.title);
  await expect(preOrder).toBeVisible();
  await expect(preOrder.getByRole('textbox', { name: texts.fields.firstName, exact: true })).toHaveValue(account.firstName);
  withShopDatabase((db) =>
    db
      .prepare('INSERT INTO preorders (user_id, product_id, created_at) SELECT id, ?, ? FROM users WHERE email = ?')
      .run(product.id, new Date().toISOString(), account.email),
  );

  const sent = page.waitForResponse(isCall('/api/shop/catalog/preorder'));
  await preOrder.getByRole('button', { name: texts.preOrder.submit, exact: true }).click();
  expect((await sent).status(), 'the shop refuses a second pre-order').toBe(409);
  const alert = page.getByRole('alertdialog', { name: texts.alreadyProcessed.title, exact: true });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAccessibleDescription(texts.alreadyProcessed.message);
  await expect(preOrderButton(card, true)).toBeVisible();
  await alert.getByRole('button', { name: texts.ok, exact: true }).click();
  await expect(alert).toBeHidden();
});

test('a one-click order with a phone reaches the server and says so', async ({ page }) => {
  const product = await listedProduct(page, 'one-click');
  const card = await openListing(page, product);
  const link = card.getByRole('button', { name: texts.oneClick.link, exact: true });
  await link.click();
  const dialog = modal(page, texts.oneClick.title);
  await expect(dialog).toBeVisible();
  const phone = dialog.getByRole('textbox', { name: texts.fields.phone, exact: true });
  await expect(phone).toHaveValue('');
  await expect(phone).toBeFocused();

  // An incomplete number is refused before anything is sent.
  let sentCount = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/shop/cart/one_click_order') sentCount += 1;
  });
  await phone.pressSequentially('06712');
  await expect(phone).toHaveValue('+38 067 12');
  await dialog.getByRole('button', { name: texts.oneClick.submit, exact: true }).click();
  await expect(phone).toHaveAccessibleDescription(texts.oneClick.phoneInvalid);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(sentCount, 'nothing sent for an incomplete phone').toBe(0);

  await phone.press('End');
  await phone.pressSequentially('34567');
  await expect(phone).toHaveValue('+38 067 123 45 67');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  const sent = page.waitForResponse(isCall('/api/shop/cart/one_click_order'));
  await dialog.getByRole('button', { name: texts.oneClick.submit, exact: true }).click();
  const answer = await sent;
  expect(answer.status(), 'the shop takes the order').toBe(200);
  const orderId = ((await answer.json()) as { data: { order_id: number } }).data.order_id;
  await expect(dialog.getByRole('status')).toHaveText(texts.oneClick.success);
  const order = withShopDatabase((db) => db.prepare('SELECT kind, phone, items FROM orders WHERE id = ?').get(orderId) as { kind: string; phone: string; items: string });
  expect(order).toMatchObject({ kind: 'one_click', phone: '380671234567' });
  expect(JSON.parse(order.items)).toEqual([expect.objectContaining({ product_id: product.id, quantity: 1 })]);

  await dialog.getByRole('button', { name: texts.ok, exact: true }).click();
  await expect(modalHost(page)).toBeHidden();
  await expect(link).toBeFocused();
});

test('the credit popup: the seeded banks with their terms by months, the first selected; another term shows its monthly payment', async ({ page }) => {
  const product = await listedProduct(page, 'credit');
  const card = await openListing(page, product);
  const offers = await page.request.get(`/api/shop/products/${product.id}/credits`);
  expect(offers.status()).toBe(200);
  const { data } = (await offers.json()) as {
    data: { credits: { bank_items: { id: number; propositions: { number_months: number; monthly_payment: number }[] }[] }[] };
  };
  const monthlyOf = (bankId: number, months: number) =>
    data.credits.flatMap((credit) => credit.bank_items).find((bank) => bank.id === bankId)?.propositions.find((p) => p.number_months === months)
      ?.monthly_payment;

  await creditBadge(card).click();
  const popup = modal(page, texts.credit.title);
  await expect(popup).toBeVisible();
  const banks = popup.getByRole('group');
  await expect(banks).toHaveCount(bankSeeds.length);
  for (const [index, seed] of bankSeeds.entries()) {
    const bank = banks.nth(index);
    await expect(bank).toHaveAccessibleName(new RegExp(`^${seed.bank}\\s*${seed.title.uk}$`));
    const months = [...seed.months].sort((a, b) => a - b);
    const terms = bank.getByRole('radio');
    await expect(terms).toHaveCount(months.length);
    for (const [position, count] of months.entries()) {
      await expect(terms.nth(position)).toHaveAccessibleName(new RegExp(`^${count} місяц`));
      if (position === 0) await expect(terms.nth(position)).toBeChecked();
      else await expect(terms.nth(position)).not.toBeChecked();
    }
    const expected = monthlyOf(seed.id, months[0] ?? 0);
    expect(expected, `the API offers ${seed.bank} for ${months[0]} months`).toBeDefined();
    await expect(bank.getByText(texts.credit.monthly)).toHaveText(new RegExp(`^${texts.credit.monthly}:\\s*${groupDigits(Math.round(expected ?? 0))}\\s*грн$`));
  }

  // Another term of the first bank: its monthly payment; the other banks keep theirs.
  const firstSeed = bankSeeds[0];
  if (!firstSeed) throw new Error('the seed has no bank');
  const firstBank = banks.first();
  const before = await firstBank.getByText(texts.credit.monthly).innerText();
  const otherBefore = await banks.nth(1).getByText(texts.credit.monthly).innerText();
  const longest = Math.max(...firstSeed.months);
  await firstBank.getByRole('radio', { name: new RegExp(`^${longest} місяц`) }).check();
  await expect(firstBank.getByRole('radio', { name: new RegExp(`^${longest} місяц`) })).toBeChecked();
  await expect(firstBank.getByRole('radio').first()).not.toBeChecked();
  const after = groupDigits(Math.round(monthlyOf(firstSeed.id, longest) ?? 0));
  await expect(firstBank.getByText(texts.credit.monthly)).toHaveText(new RegExp(`^${texts.credit.monthly}:\\s*${after}\\s*грн$`));
  await expect(firstBank.getByText(texts.credit.monthly)).not.toHaveText(before);
  await expect(banks.nth(1).getByText(texts.credit.monthly)).toHaveText(otherBefore);
  await expect(banks.nth(1).getByRole('radio').first()).toBeChecked();
});

/** A whole number as the shop writes prices ("14 881"), as a pattern: any space between the groups. */
function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
}
