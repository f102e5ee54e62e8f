import type { APIResponse, Locator, Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { withShopDatabase } from './shop-database';
import { expect, type Lang } from './shop-test';

// The checkout page as a shopper meets it, with the widgets (the checkout island) or without
// script (the shop's own form), and what the shop's database keeps of the orders it places. Texts
// are those of packages/core/src/i18n/locales (the island) and the shop's pages dictionaries.

export const checkoutTexts = {
  uk: {
    orderTypes: 'Як ви хочете оформити замовлення',
    fastTab: 'Швидке замовлення',
    contacts: 'Контактні дані',
    buyer: 'Покупець',
    recipient: 'Отримувач',
    recipientPerson: 'Дані отримувача',
    another: 'Інша людина',
    lastName: 'Прізвище',
    firstName: 'Ім’я',
    middleName: 'По батькові',
    phone: 'Телефон',
    email: 'E-mail',
    passport: 'Серія та номер паспорта або номер ID-картки',
    comment: 'Коментар до замовлення',
    deliveryType: 'Спосіб доставки',
    branchDelivery: 'У відділення «Нова пошта»',
    lockerDelivery: 'У поштомат «Нова пошта»',
    branch: 'Відділення',
    locker: 'Поштомат',
    paymentType: 'Спосіб оплати',
    payments: {
      liqpay: 'Карткою онлайн (LiqPay)',
      cash: 'Готівкою при отриманні',
      noCash: 'Безготівковий розрахунок',
      cardOnReceipt: 'Карткою при отриманні',
      credit: 'У кредит або частинами',
    },
    privacyConsent: 'Я погоджуюся з умовами політики конфіденційності',
    submit: 'Підтвердити замовлення',
    sending: 'Надсилаємо замовлення…',
    resultTitle: 'Дякуємо за замовлення!',
    placed: (id: number) => `Замовлення №${id} оформлено. Менеджер зв’яжеться з вами для підтвердження`,
    required: 'Обов’язкове поле',
    phoneRequired: 'Вкажіть номер телефону',
    lockerNotWithCash: 'Для доставки в поштомат оплата готівкою недоступна',
    passportRequired: 'Для замовлення від 5 000 грн з оплатою при отриманні потрібні паспортні дані',
    fullNameRequired: 'Вкажіть прізвище, ім’я та по батькові отримувача',
    creditNotWithPromo: 'Оформити кредит із промокодом неможливо',
    giftsRunOut: 'На жаль, подарунки закінчилися. Товар можна придбати без подарунка',
    buyWithoutGift: 'Купити без подарунка',
    refused: 'Замовлення не оформлено. Перевірте, будь ласка:',
  },
  ru: {
    orderTypes: 'Как вы хотите оформить заказ',
    fastTab: 'Быстрый заказ',
    contacts: 'Контактные данные',
    buyer: 'Покупатель',
    recipient: 'Получатель',
    recipientPerson: 'Данные получателя',
    another: 'Другой человек',
    lastName: 'Фамилия',
    firstName: 'Имя',
    middleName: 'Отчество',
    phone: 'Телефон',
    email: 'E-mail',
    passport: 'Серия и номер паспорта или номер ID-карты',
    comment: 'Комментарий к заказу',
    deliveryType: 'Способ доставки',
    branchDelivery: 'В отделение «Новая почта»',
    lockerDelivery: 'В почтомат «Новая почта»',
    branch: 'Отделение',
    locker: 'Почтомат',
    paymentType: 'Способ оплаты',
    payments: {
      liqpay: 'Картой онлайн (LiqPay)',
      cash: 'Наличными при получении',
      noCash: 'Безналичный расчёт',
      cardOnReceipt: 'Картой при получении',
      credit: 'В кредит или частями',
    },
    privacyConsent: 'Я соглашаюсь с условиями политики конфиденциальности',
    submit: 'Подтвердить заказ',
    sending: 'Отправляем заказ…',
    resultTitle: 'Спасибо за заказ!',
    placed: (id: number) => `Заказ №${id} оформлен. Менеджер свяжется с вами для подтверждения`,
    required: 'Обязательное поле',
    phoneRequired: 'Укажите номер телефона',
    lockerNotWithCash: 'При доставке в почтомат оплата наличными недоступна',
    passportRequired: 'Для заказа от 5 000 грн с оплатой при получении нужны паспортные данные',
    fullNameRequired: 'Укажите фамилию, имя и отчество получателя',
    creditNotWithPromo: 'Оформить кредит с промокодом невозможно',
    giftsRunOut: 'К сожалению, подарки закончились. Товар можно купить без подарка',
    buyWithoutGift: 'Купить без подарка',
    refused: 'Заказ не оформлен. Проверьте, пожалуйста:',
  },
} as const;

export type CheckoutTexts = (typeof checkoutTexts)[Lang];
export type PaymentChoice = keyof CheckoutTexts['payments'];

export interface Product {
  readonly id: number;
  readonly title: string;
  readonly titleRu: string;
  /** What the shop charges for one unit. */
  readonly price: number;
  /** The list price, before the product's own discount. */
  readonly listPrice: number;
}

export interface ProductWanted {
  /** The lowest and highest price (inclusive). */
  readonly price?: readonly [number, number];
  /** Offered by credit. */
  readonly credit?: boolean;
  /** Fits a parcel locker. */
  readonly parcelLocker?: boolean;
  /** Offered with bundle services. */
  readonly services?: boolean;
}

/**
 * A product anyone can buy, without a gift, from the seed: the `offset`-th that matches. Placing
 * an order of it changes no stock, so tests may share it.
 */
export function productForSale(wanted: ProductWanted = {}, offset = 0): Product {
  const [low, high] = wanted.price ?? [0, 1_000_000];
  const product = withShopDatabase(
    (db) =>
      db
        .prepare(
          `SELECT p.id, p.title_uk AS title, p.title_ru AS titleRu, COALESCE(p.price_with_discount, p.price) AS price, p.price AS listPrice
           FROM products p JOIN categories c ON c.id = p.category_id
           WHERE p.btn_to_cart = 1 AND p.is_available_to_buy = 1 AND p.is_corporate = 0 AND c.is_services = 0
             AND NOT EXISTS (SELECT 1 FROM product_gifts g WHERE g.product_id = p.id)
             AND COALESCE(p.price_with_discount, p.price) BETWEEN ? AND ?
             AND (? = 0 OR p.is_available_for_credit = 1) AND (? = 0 OR p.parcel_locker = 1)
             AND (? = 0 OR EXISTS (SELECT 1 FROM product_services s WHERE s.product_id = p.id))
           ORDER BY p.id LIMIT 1 OFFSET ?`,
        )
        .get(low, high, wanted.credit ? 1 : 0, wanted.parcelLocker ? 1 : 0, wanted.services ? 1 : 0, offset) as Product | undefined,
  );
  expect(product, `a product for sale like ${JSON.stringify(wanted)}`).toBeDefined();
  return product as Product;
}

/** Puts `products` (one unit each) in a new guest cart whose id the browser context's `cart_id` cookie holds. */
export async function guestCart(page: Page, baseURL: string | undefined, products: readonly Product[]): Promise<string> {
  let cartId: string | null = null;
  for (const product of products) {
    const response: APIResponse = await page.request.post('/api/shop/cart/add', { data: { product_id: product.id, without_gift: false, cart_id: cartId } });
    expect(response.status(), 'the cart API adds the product').toBe(200);
    cartId = ((await response.json()) as { data: { cart_id: string } }).data.cart_id;
  }
  if (cartId === null) throw new Error('a cart needs a product');
  await page.context().addCookies([{ name: 'cart_id', value: cartId, url: baseURL ?? '' }]);
  return cartId;
}

/** A mobile number of its own for each test, typed as digits ('050…') and stored with the country code. */
export function newPhone(): { typed: string; masked: string; stored: string } {
  const digits = `050${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const masked = `+38 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
  return { typed: digits, masked, stored: `38${digits}` };
}

/**
 * Opens the checkout page in `lang` and waits until the island has taken the page's form over
 * (its order-type tabs show): a choice made in the shop's own form before that is not the island's.
 */
export async function openCheckout(page: Page, lang: Lang): Promise<void> {
  await page.goto(lang === 'ru' ? '/checkout?lang=ru' : '/checkout?lang=uk');
  await expect(page.getByRole('tablist', { name: checkoutTexts[lang].orderTypes })).toBeVisible();
}

export interface Buyer {
  readonly lastName: string;
  readonly firstName: string;
  readonly phone: ReturnType<typeof newPhone>;
  readonly email: string;
}

/** A buyer without a middle name, with a phone and an e-mail of their own. */
export const newBuyer = (): Buyer => ({
  lastName: 'Шевченко',
  firstName: 'Тарас',
  phone: newPhone(),
  email: `buyer-${randomInt(0, 1e9)}@example.com`,
});

/** Types the buyer's details into the island's contacts. */
export async function fillPerson(group: Locator, t: CheckoutTexts, person: Buyer): Promise<void> {
  await group.getByRole('textbox', { name: t.lastName, exact: true }).fill(person.lastName);
  await group.getByRole('textbox', { name: t.firstName, exact: true }).fill(person.firstName);
  const phone = group.getByRole('textbox', { name: t.phone, exact: true });
  // The island's field has a mask that takes the digits as they are typed.
  await phone.pressSequentially(person.phone.typed);
  await expect(phone).toHaveValue(person.phone.masked);
  await group.getByRole('textbox', { name: t.email, exact: true }).fill(person.email);
}

/** The checkout island's parts a shopper works with, in the page's language. */
export function checkoutIsland(page: Page, lang: Lang) {
  const t = checkoutTexts[lang];
  const paymentChoice = page.getByRole('group', { name: t.paymentType, exact: true });
  return {
    t,
    contacts: page.getByRole('group', { name: t.contacts, exact: true }),
    recipientPerson: page.getByRole('group', { name: t.recipientPerson, exact: true }),
    deliveryChoice: page.getByRole('group', { name: t.deliveryType, exact: true }),
    paymentChoice,
    payment: (type: PaymentChoice) => paymentChoice.getByRole('radio', { name: new RegExp(`^${t.payments[type].replace(/[()]/g, '\\$&')}`) }),
    passport: page.getByRole('textbox', { name: t.passport, exact: true }),
    submit: page.getByRole('button', { name: new RegExp(`^(${t.submit}|${t.sending})$`) }),
    /** Chooses the first Nova Poshta branch (or parcel locker) of the city in the list. */
    async chooseDepartment(kind: 'branch' | 'locker' = 'branch'): Promise<void> {
      const list = page.getByRole('combobox', { name: kind === 'branch' ? t.branch : t.locker, exact: true });
      await list.selectOption({ index: 1 });
      await expect(list).not.toHaveValue('');
    },
  };
}

/** Requests of the page to the shop's order call, as they leave the browser. */
export function watchOrderCalls(page: Page): { readonly keys: readonly string[] } {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/shop/orders') keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return { keys };
}

export interface StoredOrder {
  readonly id: number;
  readonly order_type: string;
  readonly status: string;
  readonly phone: string | null;
  readonly payment_type: string | null;
  readonly delivery_type: string | null;
  readonly promo_code: string | null;
  readonly passport_given: number;
  readonly total: number;
  readonly items: ReadonlyArray<{ product_id: number; quantity: number; final_price: number; gift_id: number | null }>;
  readonly recipient: { lastName?: string; firstName?: string; middleName?: string; phone?: string } | null;
}

/** The orders the shop stored from a cart, oldest first. */
export function ordersOfCart(cartId: string): StoredOrder[] {
  return withShopDatabase((db) => {
    const rows = db
      .prepare(
        `SELECT json_group_array(json_object('id', id, 'order_type', order_type, 'status', status, 'phone', phone,
           'payment_type', payment_type, 'delivery_type', delivery_type, 'promo_code', promo_code, 'passport_given', passport_given,
           'total', total, 'items', json(items), 'recipient', json(recipient))) AS orders
         FROM (SELECT * FROM orders WHERE cart_id = ? ORDER BY id)`,
      )
      .get(cartId) as { orders: string };
    return JSON.parse(rows.orders) as StoredOrder[];
  });
}

/** How many lines the stored cart holds. */
export const cartLineCount = (cartId: string): number =>
  withShopDatabase((db) => (db.prepare('SELECT COUNT(*) AS count FROM cart_items WHERE cart_id = ?').get(cartId) as { count: number }).count);

/** The one order stored from the cart (fails on none or more). */
export function theOrderOf(cartId: string): StoredOrder {
  const orders = ordersOfCart(cartId);
  expect(orders, `the orders of cart ${cartId}`).toHaveLength(1);
  return orders[0] as StoredOrder;
}

/** The result page of a placed order, as the shopper sees it: its address, heading and number. */
export async function expectResultPage(page: Page, lang: Lang, orderId: number): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/order/result\\?status=success&order=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkoutTexts[lang].resultTitle);
  await expect(page.getByText(checkoutTexts[lang].placed(orderId), { exact: true })).toBeVisible();
}

/** The number of the order the page's address names (the result page's `order=`). */
export async function orderNumberInAddress(page: Page): Promise<number> {
  // Within the test's time: placing the order and what follows it may take a busy machine a while.
  await page.waitForURL(/\/order\/result\?status=success&order=\d+$/);
  return Number(new URL(page.url()).searchParams.get('order'));
}
