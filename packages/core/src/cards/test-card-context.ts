import type { CardAnalytics, ListAnalytics } from '../schemas/card-analytics';

/**
 * A phone's card on page 2 of a filtered, sorted list, as the shop renders them (`data-analytics-item`,
 * `data-analytics-list`): the card context of the core's and the widgets' add-from-card tests.
 */
export const sampleCardAnalytics: CardAnalytics = {
  id: 1001,
  title: 'Смартфон Apple iPhone 15 128GB',
  brand: 'Apple',
  price: 37999,
  price_with_discount: 35999,
  analytics_categories: { item_category: 'Смартфони', item_category2: 'Apple' },
  index: 5,
};

export const sampleListAnalytics: ListAnalytics = {
  name: 'Смартфони',
  page: 2,
  filters: { brand: ['Apple', 'Samsung'] },
  sorting: { by: 'price', direction: 'asc' },
};
