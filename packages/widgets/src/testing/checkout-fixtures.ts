import type { Cart, PlaceOrderRequest } from '@vitrina/core';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Store } from '../islands/checkout/checkout-props';

/*
 * The checkout's fake shop API, for its tests and stories: the guest's cart, cities, Nova Poshta
 * departments, the cart's credit offers, the instalment banks' phone check and the order call.
 */

const SHOP = '/api/shop/';

export const CART_ID = 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90';

export const STORES: readonly Store[] = [
  { id: 1, title: 'Вітрина на Хрещатику', address: 'вул. Хрещатик, 22' },
  { id: 2, title: 'Вітрина на Подолі', address: 'вул. Сагайдачного, 10' },
];

/** Two phones and a case; `overrides` change the cart answer (totals, flags of the lines). */
export function checkoutCart(overrides: Partial<Cart> = {}): Cart {
  return {
    cart_id: CART_ID,
    suppliers: [
      {
        id: 1,
        products: [
          { id: 120455, choosed_quantity: 2, title: 'Смартфон Zorya A5', price: 1299, final_price: 1199, item_category: 'Смартфони' },
          { id: 98011, choosed_quantity: 1, title: 'Чохол Zorya', price: 299, final_price: 299, item_category: 'Аксесуари' },
        ],
      },
    ],
    cart_count: 3,
    goods: 2697,
    total: 2697,
    promocode: null,
    bonuses: null,
    ...overrides,
  };
}

export const KYIV = { id: 56, title: 'Київ', region: 'Київська' } as const;
export const LVIV = { id: 70, title: 'Львів', region: 'Львівська' } as const;

const DEPARTMENTS = [
  { id: 301, number: 1, city_id: 56, delivery_type: 'newpost', title: 'Відділення №1', address: 'вул. Пирогівський шлях, 135' },
  { id: 302, number: 2, city_id: 56, delivery_type: 'newpost', title: 'Відділення №2', address: 'вул. Богатирська, 11' },
  { id: 401, number: 7, city_id: 56, delivery_type: 'np-mailbox', title: 'Поштомат №7', address: 'вул. Хрещатик, 1' },
  { id: 501, number: 3, city_id: 70, delivery_type: 'newpost', title: 'Відділення №3', address: 'вул. Городоцька, 5' },
] as const;

export const CREDIT_OFFERS = {
  price: 2697,
  credits: [
    {
      type: 'pb-oplata-chastyami',
      title: 'Оплата частинами ПриватБанку',
      bank_items: [{ id: 2, title: 'ПриватБанк', logo: null, propositions: [{ type: 'pb-oplata-chastyami', number_months: 4, monthly_payment: 674.25 }, { type: 'pb-oplata-chastyami', number_months: 3, monthly_payment: 899 }] }],
    },
    {
      type: 'mono-internet-pch',
      title: 'Покупка частинами monobank',
      bank_items: [{ id: 5, title: 'monobank', logo: null, propositions: [{ type: 'mono-internet-pch', number_months: 6, monthly_payment: 449.5 }] }],
    },
  ],
};

export type OrderAnswer = (body: PlaceOrderRequest, call: number) => Response | undefined | Promise<Response | undefined>;

/** The shop API of the checkout; `orders` records every order call (its key and body). */
export function checkoutApi(options: { cart?: () => Cart; order?: OrderAnswer; monoRegistered?: boolean; credits?: typeof CREDIT_OFFERS | null } = {}) {
  const orders: { key: string | null; body: PlaceOrderRequest }[] = [];
  const searches: string[] = [];
  const cart = options.cart ?? (() => checkoutCart());
  const handlers: HttpHandler[] = [
    http.get(`${SHOP}cart/:id/credits`, () =>
      options.credits === null ? HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 500 }) : HttpResponse.json({ success: true, data: options.credits ?? CREDIT_OFFERS }),
    ),
    http.get(`${SHOP}cart/user/:uuid`, () => HttpResponse.json({ success: true, data: cart() })),
    http.post(`${SHOP}cart/merge/:id`, () => HttpResponse.json({ success: true, data: cart() })),
    http.get(`${SHOP}cart/:id`, () => HttpResponse.json({ success: true, data: cart() })),
    http.get(`${SHOP}cities`, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      const found = [KYIV, LVIV].filter((city) => search === '' || city.title.toLowerCase().includes(search.toLowerCase()));
      return HttpResponse.json({ success: true, data: found });
    }),
    http.get(`${SHOP}np-dep`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const found = DEPARTMENTS.filter((department) => String(department.city_id) === query.get('city_id') && department.delivery_type === (query.get('delivery_type') ?? 'newpost'));
      return HttpResponse.json({ success: true, data: found });
    }),
    http.post(`${SHOP}monobank/validate_phone`, () => HttpResponse.json({ success: true, data: { is_registered: options.monoRegistered ?? true } })),
    http.post(`${SHOP}orders`, async ({ request }) => {
      const body = (await request.json()) as PlaceOrderRequest;
      orders.push({ key: request.headers.get('idempotency-key'), body });
      const answer = await options.order?.(body, orders.length);
      if (answer) return answer;
      const id = 7000 + orders.length;
      return HttpResponse.json({ success: true, data: { order_id: id, status: 'needs_payment', total: body.expected_total ?? 0, next: 'result', redirect_url: `/order/result/${id}` } });
    }),
  ];
  return { handlers, orders, searches };
}

