import type { ProductActionsProps } from '../islands/product-actions/product-actions-props';

/** A product card's actions as the shop renders them for a product in stock (one-click on), for tests and stories. */
export function sampleActionsProps(overrides: Partial<ProductActionsProps> = {}): ProductActionsProps {
  return {
    productId: 1001,
    toCart: true,
    preOrder: false,
    notify: false,
    inCart: false,
    favorites: false,
    compare: false,
    oneClick: true,
    tooltipActive: 'Видалити з обраного',
    tooltipInactive: 'Додати в обране',
    ...overrides,
  };
}
