import type { ProductCard } from '@vitrina/core';
import { sampleProductCard } from '../../../core/src/schemas/test-samples';

/**
 * A product card for tests and stories: the core's sample phone (in stock, with a discount), here
 * with no image, a yellow label, a rating of 4.5, no awards, and two credit offers.
 */
export function sampleCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    ...(sampleProductCard() as ProductCard),
    image: null,
    labels: [{ id: 3, title: 'Хіт продажу', color: '#ffd200' }],
    rating: 4.5,
    main_characteristics: [{ normal: 'Екран 6.6" Super AMOLED, 120 Гц' }, { normal: 'Пам’ять 8/256 ГБ' }],
    awards: [],
    credit_items: [
      { id: 2, months_count: 10, description: 'Оплата частинами, 10 платежів' },
      { id: 5, months_count: 24, description: 'Кредит на 24 місяці' },
    ],
    ...overrides,
  };
}
