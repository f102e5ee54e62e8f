import type { ProductCard } from '@vitrina/core';

/** A product card for tests and stories: a phone in stock, with a discount, a label, a gift and credit. */
export function sampleCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 120455,
    title: 'Смартфон Samsung Galaxy A55 5G 8/256GB Awesome Navy',
    brand: 'Samsung',
    slug: 'smartfon-samsung-galaxy-a55-5g-8-256gb-awesome-navy',
    image: null,
    price: 18999,
    price_with_discount: 16999,
    bonus: 170,
    labels: [{ id: 3, title: 'Хіт продажу', color: '#ffd200' }],
    statuses: { in_waiting: 0, in_stock: 1, is_ends: 0, not_available: 0 },
    buttons: { to_cart: 1, preorder: 0, notify_about_availability: 0 },
    rating: 4.5,
    count_reviews: 38,
    main_characteristics: [{ normal: 'Екран 6.6" Super AMOLED, 120 Гц' }, { normal: 'Пам’ять 8/256 ГБ' }],
    awards: [],
    credit_items: [
      { id: 2, months_count: 10, description: 'Оплата частинами, 10 платежів' },
      { id: 5, months_count: 24, description: 'Кредит на 24 місяці' },
    ],
    isAvailableForCredit: true,
    is_corporate: false,
    is_promotion_enabled: true,
    isAvailableToBuy: true,
    analytics_categories: { item_category: 'Смартфони', item_category2: 'Samsung' },
    ...overrides,
  };
}
