/**
 * Realistic server data for the schema and endpoint tests. Each call returns a fresh copy, so a
 * test may break one field without touching the others.
 */

export function sampleProductCard() {
  return {
    id: 120455,
    title: 'Смартфон Samsung Galaxy A55 5G 8/256GB Awesome Navy',
    brand: 'Samsung',
    slug: 'smartfon-samsung-galaxy-a55-5g-8-256gb-awesome-navy',
    image: 'https://cdn.example.ua/products/120455/main.webp',
    price: 18999,
    price_with_discount: 16999,
    bonus: 170,
    labels: [{ id: 3, title: 'Хіт продажу', color: '#ff6a00' }],
    statuses: { in_waiting: 0, in_stock: 1, is_ends: 0, not_available: 0 },
    buttons: { to_cart: 1, preorder: 0, notify_about_availability: 0 },
    rating: 4.6,
    count_reviews: 38,
    main_characteristics: [{ normal: 'Екран 6.6" Super AMOLED, 120 Гц' }, { normal: 'Пам\'ять 8/256 ГБ' }],
    awards: [{ image: 'https://cdn.example.ua/awards/red-dot.svg', annotation: 'Red Dot 2024' }],
    credit_items: [{ id: 2, months_count: 10, description: 'Оплата частинами, 10 платежів' }],
    isAvailableForCredit: true,
    is_corporate: false,
    is_promotion_enabled: true,
    isAvailableToBuy: true,
    analytics_categories: { item_category: 'Смартфони', item_category2: 'Samsung' },
  };
}

export function sampleUser() {
  return {
    uuid: '8f2d3c1e-4b5a-4c6d-9e7f-0a1b2c3d4e5f',
    lang: { code: 'uk' },
    first_name: 'Оксана',
    last_name: 'Коваленко',
    email: 'oksana.kovalenko@example.ua',
    phone: '380671234567',
    birthday: { day: 14, month: 3, year: 1991 },
    role: { slug: 'user' },
    handedness: 'right',
    is_user_can_see_distributors: false,
    cart: [120455, 98011],
    cart_count: 3,
    cart_id: 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90',
    favorites: [120455],
    compares: [120455, 120460],
    preorders: [],
    bonuses_count: 540,
    available_bonuses: 540,
  };
}

export function sampleCart() {
  return {
    cart_id: 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90',
    suppliers: [
      {
        id: 1,
        title: 'Вітрина',
        products: [
          { id: 120455, choosed_quantity: 2, service_products: [{ id: 700001, choosed_quantity: 1 }] },
          { id: 98011, count: 1 },
        ],
      },
    ],
    cart_count: 3,
    total: 35997,
    promocode: null,
    bonuses: null,
  };
}

/** A marketing contact with both channels, as the profile sends it to the marketing API. */
export function sampleMarketingContact() {
  return {
    firstName: 'Оксана',
    lastName: 'Коваленко',
    channels: [
      { type: 'email', value: 'oksana@example.ua' },
      { type: 'sms', value: '380671234567' },
    ],
    externalCustomerId: '8f2d3c1e-4b5a-4c6d-9e7f-0a1b2c3d4e5f',
  };
}
