import { demoAccounts, logInThroughApi } from './support/shop-accounts';
import { cartLineCount, guestCart, newPhone, orderNumberInAddress, productForSale } from './support/shop-checkout';
import { eventsNamed, recordDataLayer } from './support/shop-data-layer';
import { withShopDatabase } from './support/shop-database';
import {
  accountCart,
  bonusBalance,
  cartLine,
  checkoutMounted,
  cheapestService,
  money,
  newSingleUsePromoCode,
  novaPoshtaBranch,
  orderById,
  promoCodeStatus,
  serviceCheckbox,
  signUpCustomer,
  summaryValue,
} from './support/shop-purchase';
import { followLink } from './support/shop-test';
import { expect, expectCartCount, test } from './support/shop-widgets';

// Whole purchases against the real shop and database: the cart page, the checkout, the payment
// and the result, each checked in the database afterwards (docs/checkout.md, docs/cart.md#cart-page).
// Each test buys from a cart of its own.

test('a guest buys two of one product with a service and one of another, with a promo code, to a Nova Poshta branch of a typed city, paying cash', async ({ page, baseURL }) => {
  const dataLayer = await recordDataLayer(page);
  const watch = productForSale({ price: [1, 1_800], services: true });
  const service = cheapestService(watch.id);
  const card = productForSale({ price: [1, 1_000] });
  const goods = 2 * (watch.price + service.price) + card.price;
  // Under 5000 UAH paid on receipt: no passport asked (docs/checkout.md#receipt-rule-over-5000-uah).
  expect(goods).toBeLessThan(5_000);
  const code = newSingleUsePromoCode(10);
  const discount = Math.floor((goods * 10) / 100);
  const branch = novaPoshtaBranch('Львів', 3);
  const cartId = await guestCart(page, baseURL, [watch, card]);

  await page.goto('/cart');
  const line = cartLine(page, watch.title);
  await line.getByRole('button', { name: 'Збільшити кількість' }).click();
  await expect(line.getByRole('textbox', { name: 'Кількість' })).toHaveValue('2');
  await serviceCheckbox(line, service).check();
  await expect(line).toHaveAttribute('aria-busy', 'false');
  await expect(line.getByText(`Разом: ${money(2 * (watch.price + service.price))}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Промокод' }).fill(code);
  await page.getByRole('region', { name: 'Промокод' }).getByRole('button', { name: 'Застосувати' }).click();
  await expect(page.getByText(`Промокод ${code} застосовано (−${money(discount)})`)).toBeVisible();
  const cartTotals = page.getByRole('region', { name: 'Ваше замовлення' });
  await expect(summaryValue(cartTotals, 'Разом до сплати')).toHaveText(money(goods - discount));

  await followLink(page, page.getByRole('link', { name: 'Оформити замовлення' }));
  const form = await checkoutMounted(page);
  await expect(page.getByRole('tab', { name: 'Я новий покупець' })).toHaveAttribute('aria-selected', 'true');
  const phone = newPhone();
  await form.getByRole('textbox', { name: 'Прізвище' }).fill('Гончаренко');
  await form.getByRole('textbox', { name: 'Ім’я' }).fill('Марта');
  await form.getByRole('textbox', { name: 'Телефон' }).pressSequentially(phone.typed);
  await form.getByRole('textbox', { name: 'E-mail' }).fill('marta@vitrina.example');
  const city = form.getByRole('combobox', { name: 'Місто' });
  await expect(city).toHaveValue('Київ');
  await city.fill('');
  await city.pressSequentially('Льві');
  await form.getByRole('option', { name: /^Львів/ }).click();
  await expect(city).toHaveValue('Львів');
  await expect(form.getByRole('radio', { name: 'У відділення «Нова пошта»' })).toBeChecked();
  await form.getByRole('combobox', { name: 'Відділення' }).selectOption({ label: branch.label });
  await form.getByRole('radio', { name: 'Готівкою при отриманні' }).check();
  const summary = page.getByRole('complementary').getByRole('region', { name: 'Ваше замовлення' });
  await expect(summaryValue(summary, 'Разом до сплати')).toHaveText(money(goods - discount));
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();

  const orderId = await orderNumberInAddress(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Дякуємо за замовлення!' })).toBeVisible();
  await expect(page.getByText(`Замовлення №${orderId} оформлено.`)).toBeVisible();
  await expectCartCount(page, 0);

  const order = orderById(orderId);
  expect(order).toMatchObject({
    user_id: null,
    status: 'needs_payment',
    order_type: 'new',
    payment_type: 'cash',
    delivery_type: 'newpost',
    delivery: { city_id: branch.cityId, department_id: branch.id },
    buyer: { lastName: 'Гончаренко', firstName: 'Марта', phone: phone.masked },
    goods,
    promo_code: code,
    promo_discount: discount,
    bonuses_spent: 0,
    total: goods - discount,
  });
  // The server's prices, from the products table.
  expect(order.items).toEqual([
    expect.objectContaining({ product_id: watch.id, quantity: 2, price: watch.listPrice, final_price: watch.price, services: [{ id: service.id, quantity: 2, final_price: service.price }] }),
    expect.objectContaining({ product_id: card.id, quantity: 1, price: card.listPrice, final_price: card.price, services: [] }),
  ]);
  expect(promoCodeStatus(code), 'the single-use code is spent').toBe('used');
  expect(cartLineCount(cartId)).toBe(0);

  await page.goto('/cart');
  await expect(page.getByText('Кошик порожній')).toBeVisible();
  await expectCartCount(page, 0);
  // Reported once, from the page that placed it, though the shopper went on to two more pages.
  const purchases = eventsNamed(dataLayer, 'purchase');
  expect(purchases).toHaveLength(1);
  expect(purchases[0]).toMatchObject({ page: '/checkout', ecommerce: { currency: 'UAH', transaction_id: String(orderId) } });
  const items = (purchases[0]?.ecommerce?.items ?? []) as { item_id: string; quantity: number }[];
  expect(items.map(({ item_id, quantity }) => [item_id, quantity])).toEqual(
    expect.arrayContaining([
      [String(watch.id), 2],
      [String(card.id), 1],
    ]),
  );
});

test('a customer spends bonuses on the cart page (too many refused), has it brought by courier and pays by card', async ({ page, baseURL }) => {
  // A Russian-speaking customer: the shop speaks the account's language.
  const account = await signUpCustomer(page, baseURL, { lang: 'ru', bonuses: 1_500 });
  const product = productForSale({ price: [2_000, 4_000] });
  await accountCart(page, account.token, [product]);

  await page.goto('/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const bonuses = page.getByRole('region', { name: 'Бонусы' });
  await expect(bonuses.getByText('На счету: 1500')).toBeVisible();
  const cap = Number((await bonuses.getByText(/^Для этого заказа — не больше \d+$/).innerText()).replace(/\D/g, ''));
  expect(cap, 'the order takes fewer bonuses than the balance').toBeLessThan(1_500);
  const amount = bonuses.getByRole('textbox', { name: 'Сколько бонусов списать' });
  await amount.fill(String(cap + 1));
  await amount.press('Enter');
  await expect(bonuses.getByText('Превышено максимальное количество бонусов для этого заказа')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('500');
  await bonuses.getByRole('button', { name: 'Списать бонусы' }).click();
  await expect(bonuses.getByText('Списано бонусов: 500')).toBeVisible();
  const total = product.price - 500;
  await expect(summaryValue(page.locator('main'), 'Итого к оплате')).toHaveText(money(total));

  await followLink(page, page.getByRole('link', { name: 'Оформить заказ' }));
  const form = await checkoutMounted(page);
  await expect(page.getByRole('tab', { name: 'Я постоянный покупатель' })).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByRole('textbox', { name: 'Фамилия' })).toHaveValue(account.lastName);
  await expect(form.getByRole('textbox', { name: 'Телефон' })).toHaveValue(account.phone.masked);
  await form.getByRole('radio', { name: 'Курьером' }).check();
  const address = form.getByRole('group', { name: 'Адрес доставки' });
  await address.getByRole('textbox', { name: 'Улица' }).fill('ул. Саксаганского');
  await address.getByRole('textbox', { name: 'Дом' }).fill('12А');
  await address.getByRole('textbox', { name: 'Квартира' }).fill('7');
  await form.getByRole('radio', { name: 'Картой онлайн (LiqPay)' }).check();
  await expect(summaryValue(page.getByRole('complementary'), 'Итого к оплате')).toHaveText(money(total));
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();

  await page.waitForURL(/\/order\/pay\/[\w-]+$/);
  const orderId = Number((await page.getByRole('heading', { level: 1 }).innerText()).replace(/\D/g, ''));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Заказ №${orderId}`);
  await expect(page.getByText('Заказ ожидает оплаты.')).toBeVisible();
  expect(bonusBalance(account.id), 'the bonuses are taken with the order').toBe(1_000);
  await page.getByRole('button', { name: 'Оплатить картой' }).click();
  await page.waitForURL(/\/simulated-pay\//);
  await expect(page.getByText(money(total))).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await page.waitForURL(/\/order\/result\?status=success/);
  await expect(page.getByText(`Заказ №${orderId} оплачен. Спасибо!`)).toBeVisible();

  expect(orderById(orderId)).toMatchObject({
    user_id: account.id,
    status: 'paid',
    order_type: 'registered',
    payment_type: 'liqpay',
    delivery_type: 'courier',
    delivery: { address: { street: 'ул. Саксаганского', building: '12А', apartment: '7' } },
    goods: product.price,
    bonuses_spent: 500,
    total,
  });
  expect(bonusBalance(account.id), 'paying does not take them again').toBe(1_000);
  const sessions = withShopDatabase((db) => db.prepare('SELECT outcome FROM payment_sessions WHERE order_id = ?').get(orderId));
  expect(sessions).toEqual({ outcome: 'paid' });
});

test('a corporate buyer pays by company transfer: a wrong company code and tax number are refused first; no credit is offered', async ({ page, baseURL }) => {
  const product = productForSale({ price: [1, 4_000], credit: true });
  const branch = novaPoshtaBranch('Київ', 5);
  const payment = page.getByRole('group', { name: 'Спосіб оплати' });

  // A guest is offered credit for this product…
  await guestCart(page, baseURL, [product]);
  await page.goto('/checkout');
  await checkoutMounted(page);
  await expect(payment.getByRole('radio', { name: /^У кредит або частинами/ })).toBeVisible();
  await page.context().clearCookies();

  // …a corporate buyer is not.
  const token = await logInThroughApi(page, baseURL, demoAccounts.corporate);
  await accountCart(page, token, [product]);
  await page.goto('/cart');
  await expect(cartLine(page, product.title)).toBeVisible();
  await followLink(page, page.getByRole('link', { name: 'Оформити замовлення' }));
  const form = await checkoutMounted(page);
  await expect(page.getByRole('tab', { name: 'Я постійний покупець' })).toHaveAttribute('aria-selected', 'true');
  await expect(payment.getByRole('radio', { name: 'Безготівковий розрахунок для ФОП' })).toBeVisible();
  await expect(payment.getByText(/кредит/i)).toHaveCount(0);

  await form.getByRole('combobox', { name: 'Відділення' }).selectOption({ label: branch.label });
  await payment.getByRole('radio', { name: 'Безготівковий розрахунок для юридичних осіб' }).check();
  const company = form.getByRole('group', { name: 'Дані компанії' });
  const code = company.getByRole('textbox', { name: 'Код ЄДРПОУ' });
  const tax = company.getByRole('textbox', { name: 'ІПН' });
  await company.getByRole('textbox', { name: 'Назва компанії' }).fill('ТОВ «Північний вітер»');
  await code.fill('3217654');
  await tax.fill('32176540');
  const corporateId = withShopDatabase((db) => (db.prepare('SELECT id FROM users WHERE email = ?').get(demoAccounts.corporate.email) as { id: number }).id);
  const ordersOf = (userId: number) => withShopDatabase((db) => (db.prepare('SELECT COUNT(*) AS count FROM orders WHERE user_id = ?').get(userId) as { count: number }).count);
  const ordersBefore = ordersOf(corporateId);
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();

  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(/Код ЄДРПОУ має складатися з 8 цифр/);
  await expect(tax).toHaveAttribute('aria-invalid', 'true');
  await expect(tax).toHaveAccessibleDescription(/ІПН має складатися з 10 цифр/);
  await expect(page).toHaveURL(/\/checkout$/);
  expect(ordersOf(corporateId), 'nothing is ordered').toBe(ordersBefore);

  await code.fill('32176548');
  await tax.fill('3217654012');
  await page.getByRole('button', { name: 'Підтвердити замовлення' }).click();
  const orderId = await orderNumberInAddress(page);
  await expect(page.getByText(`Замовлення №${orderId} оформлено.`)).toBeVisible();
  expect(ordersOf(corporateId), 'one order, the corrected one').toBe(ordersBefore + 1);

  const order = orderById(orderId);
  expect(order).toMatchObject({
    user_id: corporateId,
    status: 'needs_payment',
    order_type: 'registered',
    payment_type: 'no_cash_company',
    company: { companyName: 'ТОВ «Північний вітер»', companyCode: '32176548', taxNumber: '3217654012' },
    delivery: { city_id: branch.cityId, department_id: branch.id },
    total: product.price,
  });
  expect(order.items).toEqual([expect.objectContaining({ product_id: product.id, quantity: 1, final_price: product.price })]);
});
