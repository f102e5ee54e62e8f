import type { CartAddPayload } from '../schemas/cart-add-payload';
import { sampleCart, sampleMarketingContact, sampleProductCard, sampleUser } from '../schemas/test-samples';
import type { EndpointName } from './endpoints';

/** A request and an answer for every endpoint of the registry, as the shop sends and expects them. */
const ok = { success: true };
export const wrap = (data: unknown) => ({ success: true, data });
export const cartAdd: CartAddPayload = {
  product_id: 120455,
  pageNumber: 2,
  filterOptions: { brand: ['Samsung', 'Apple'] },
  sortingState: { by: 'price', direction: 'asc' },
  user_id: '8f2d3c1e-4b5a-4c6d-9e7f-0a1b2c3d4e5f',
};
const group = { id: 14, slug: 'smartfony', title: 'Смартфони', products: [sampleProductCard()] };
const listPage = wrap({ products: [sampleProductCard()], total: 49, page: 1 });

/** A realistic request (body, or query for GET) and answer for every call. */
export const endpointSamples: Record<EndpointName, { request?: unknown; response: unknown }> = {
  login: { request: { email: 'oksana@example.ua', password: 'secret12' }, response: wrap({ token: 'tok' }) },
  LoginSocial: {
    request: { socialId: '1098', email: 'oksana@gmail.com', firstName: 'Оксана', lastName: 'Коваленко', lang: 'uk' },
    response: wrap({ token: 'tok', is_sign_up: true }),
  },
  recovery: { request: { email: 'oksana@example.ua' }, response: ok },
  signup: {
    request: {
      first_name: 'Оксана',
      email: 'oksana@example.ua',
      phone: '380671234567',
      password: 'secret12',
      lang: 'uk',
      privacy_policy: true,
    },
    response: wrap({ token: 'tok', is_sign_up: true }),
  },
  addToFavoriteList: { request: { product_ids: [120455] }, response: wrap({ product_ids: [120455, 98011] }) },
  removeFromFavoriteList: { request: { product_ids: [98011] }, response: wrap({ product_ids: [120455] }) },
  getFavoritesList: { response: wrap([group]) },
  addToCompareList: { request: { product_ids: [120460] }, response: wrap({ product_ids: [120455, 120460] }) },
  removeFromCompareList: { request: { product_ids: [120460, 120455] }, response: wrap({ product_ids: [] }) },
  getComparesList: { response: wrap([group]) },
  meLang: { request: { lang: 'ru' }, response: ok },
  meAddress: {
    request: { city: 'Київ', street: 'вул. Хрещатик', building: '22А', apartments: '15' },
    response: wrap({ id: 7, city: 'Київ', street: 'вул. Хрещатик', building: '22А', apartments: '15' }),
  },
  me: { response: wrap(sampleUser()) },
  GetGeneralData: {
    response: wrap({
      languages: [
        { code: 'uk', label: 'Укр' },
        { code: 'ru', label: 'Рус' },
      ],
      support_phone: '0 800 30 00 33',
      free_delivery_from: 1500,
    }),
  },
  mainPage: {
    request: { lang: 'uk' },
    response: wrap({ banners: [], categories: [], top: [sampleProductCard()], meta: { seo_h1: 'H', seo_text: null, seo_text_more: null } }),
  },
  notificationForProduct: { request: { product_id: 120470, email: 'oksana@example.ua' }, response: ok },
  oneClickOrder: { request: { product_id: 120455, phone: '380671234567' }, response: wrap({ order_id: 500123 }) },
  placeOrder: {
    request: {
      cart_id: 'c-1',
      order_type: 'new',
      person: { lastName: 'Шевченко', firstName: 'Оксана', phone: '380671234567', email: 'o@example.ua' },
      recipient: { type: 'me' },
      delivery: { type: 'newpost', city_id: 56, department_id: 12 },
      payment: { type: 'cash' },
      promo_code: 'SPRING10',
      expected_total: 2690,
    },
    response: wrap({ order_id: 500124, status: 'needs_payment', total: 2690, next: 'result', redirect_url: '/order/result?status=success&order=500124' }),
  },
  preorder: {
    request: { product_id: 120470, name: 'Оксана', phone: '380671234567' },
    response: wrap({ product_ids: [120470] }),
  },
  getPromocode: {
    request: { cart_id: 'c7b1', code: 'SPRING24' },
    response: wrap({ code: 'SPRING24', kind: 'promo', discount: 500 }),
  },
  GetProductCreditPropositions: {
    response: wrap({
      price: 16999,
      credits: [
        {
          type: 'instant',
          title: 'Миттєвий кредит',
          bank_items: [
            { id: 1, title: 'ПриватБанк', logo: null, propositions: [{ type: 'pb-mgnovennyj-kredit', number_months: 12, monthly_payment: 1700 }] },
          ],
        },
      ],
    }),
  },
  cartCreditPropositions: {
    response: wrap({
      price: 33998,
      credits: [
        {
          type: 'mono-internet-pch',
          title: 'Покупка частинами monobank',
          bank_items: [{ id: 5, title: 'monobank', logo: 'monobank', propositions: [{ type: 'mono-internet-pch', number_months: 10, monthly_payment: 3399.8 }] }],
        },
      ],
    }),
  },
  cities: { request: { search: 'Ки' }, response: wrap([{ id: 56, title: 'Київ', region: 'Київська' }]) },
  productIdsByCategory: { response: wrap([120455, 120460]) },
  distributors: {
    request: { product_id: 120455 },
    response: wrap([{ id: 3, title: 'ERC', url: null, price: 15800, quantity: 40 }]),
  },
  loggedIn: { response: ok },
  loggedOut: { response: ok },
  loadProducts: { request: { category_id: 14, page: 2, sort: 'price', direction: 'desc' }, response: listPage },
  searchLoadProducts: { request: { q: 'galaxy' }, response: listPage },
  loadPromotionProducts: { request: { promotion_id: 9, page: 1 }, response: listPage },
  socialSettings: { response: wrap([{ network: 'google', client_id: '123.apps.googleusercontent.com' }]) },
  GetBonusesCount: { response: wrap({ available_bonuses: 540 }) },
  deliveryDepartments: {
    request: { city_id: 56, delivery_type: 'np-mailbox' },
    response: wrap([
      { id: 9011, number: 11, city_id: 56, delivery_type: 'np-mailbox', title: 'Поштомат №11', address: 'вул. Велика Васильківська, 72' },
    ]),
  },
  paymentDataByLink: {
    response: wrap({ order_id: 500123, status: 'needs_payment', amount: 16999, payment_type: 'liqpay', payment_url: 'https://pay.example/x' }),
  },
  createPaymentLink: { request: { order_id: 500123, payment_type: 'liqpay' }, response: wrap({ url: 'https://pay.example/x' }) },
  monobankValidatePhone: { request: { phone: '380671234567' }, response: wrap({ is_registered: true }) },
  monobankCheckSuccessCallback: { request: { order_id: 500123 }, response: wrap({ status: 'paid' }) },
  abankValidatePhone: { request: { phone: '380671234567' }, response: wrap({ is_registered: false }) },
  abankCheckSuccessCallback: { request: { order_id: 500123 }, response: wrap({ status: 'cancelled' }) },
  smbSettings: { response: wrap({ is_enabled: true, manager_phone: '0 800 30 00 33', manager_email: null }) },
  sendSmbRequest: {
    request: {
      company_name: 'ТОВ «Вітрина Трейд»',
      company_code: '12345678',
      contact_name: 'Оксана',
      phone: '380671234567',
      email: 'b2b@example.ua',
    },
    response: ok,
  },
  smbRequests: {
    response: wrap([
      {
        id: 7,
        company_name: 'ТОВ «Вітрина Трейд»',
        company_code: '12345678',
        contact_name: 'Оксана',
        phone: '+38 067 123 45 67',
        email: 'b2b@example.ua',
        created_at: '2026-11-20T09:30:00.000Z',
      },
    ]),
  },
  translations: { response: wrap({ general: { errors: { title: 'Помилка' } }, load_more: { sorting: { price: 'За ціною' } } }) },
  compareProducts: {
    request: { ids: [120455, 120460], diff: 1, locale: 'uk' },
    response: wrap([{ ...sampleProductCard(), characteristics: [{ title: 'Діагональ', value: '6.6"' }] }]),
  },
  EsAddUpdateContact: { request: sampleMarketingContact(), response: 'accepted' },
  getCart: { response: wrap(sampleCart()) },
  GetReactCartByUserId: { response: wrap(sampleCart()) },
  CreateReactCart: { request: cartAdd, response: wrap(sampleCart()) },
  UpdateReactCart: { request: { ...cartAdd, user_id: undefined }, response: wrap(sampleCart()) },
  MergeReactCarts: { request: { user_id: '8f2d3c1e-4b5a-4c6d-9e7f-0a1b2c3d4e5f' }, response: wrap(sampleCart()) },
  DeleteProductFromReactCart: { request: { cart_id: 'c7b1' }, response: wrap(sampleCart()) },
  cartChangeQuantity: {
    request: { cart_id: 'c7b1', product_id: 700001, quantity: 0, parent_product_id: 120455 },
    response: wrap(sampleCart()),
  },
  cartDeleteByCartId: { request: { cart_id: 'c7b1' }, response: ok },
  cartWithParams: {
    request: { cart_id: 'c7b1', city_id: 56, delivery_type: 'courier-tv', payment_type: 'card_on_receipt' },
    response: wrap(sampleCart()),
  },
  addToCart: { request: { product_id: 120455, without_gift: false, cart_id: null }, response: wrap(sampleCart()) },
  cartWithoutGift: { request: { cart_id: 'c7b1', product_id: 120455, without_gift: true }, response: wrap(sampleCart()) },
  cartPromocodeApply: { request: { cart_id: 'c7b1', code: 'SPRING24' }, response: wrap(sampleCart()) },
  cartPromocodeRemove: { request: { cart_id: 'c7b1' }, response: wrap(sampleCart()) },
  cartBonusesApply: { request: { cart_id: 'c7b1', amount: 200 }, response: wrap({ ...sampleCart(), bonuses: 200 }) },
  cartBonusesRemove: { request: { cart_id: 'c7b1' }, response: wrap(sampleCart()) },
  // The profile portal's addresses, bonus history and orders.
  meAddresses: { response: wrap([{ id: 7, city: 'Київ', street: 'вул. Хрещатик', building: '22А', apartments: '15' }]) },
  meAddressUpdate: {
    request: { city: 'Львів', street: 'вул. Городоцька', building: '3/1' },
    response: wrap({ id: 7, city: 'Львів', street: 'вул. Городоцька', building: '3/1' }),
  },
  meAddressRemove: { response: ok },
  meBonusHistory: {
    response: wrap({
      balance: 1500,
      entries: [
        { id: 2, kind: 'spent', change: -200, order_id: 1001, created_at: '2025-01-15T10:12:00.000Z' },
        { id: 1, kind: 'accrued', change: 1700, order_id: null, created_at: '2024-12-01T09:00:00.000Z' },
      ],
    }),
  },
  meOrders: {
    response: wrap([
      { id: 1042, status: 'needs_payment', total: 25499, created_at: '2025-05-20T09:30:00.000Z', items: [{ title: 'Смартфон', quantity: 1 }], payment_url: '/order/pay/Qm9yZGVyLWxpbmsta2V5' },
    ]),
  },
  meProfile: {
    request: { first_name: 'Оксана', last_name: 'Коваленко', phone: '380671234567', birthday: { day: 14, month: 3, year: 1991 } },
    response: wrap({ ...sampleUser(), birthday: { day: 14, month: 3, year: 1991 } }),
  },
  meSettings: { request: { handedness: 'left' }, response: ok },
};
