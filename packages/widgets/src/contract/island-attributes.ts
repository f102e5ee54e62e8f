/**
 * The attribute names of the widget contract between server-rendered pages and the widgets
 * (packages/widgets/docs/widget-contract.md), in one place: templates write islands and the
 * runtime reads them only through these names. Each key is the attribute's `dataset` name
 * (`data-product-id` → `productId`), which is what a widget's props schema names.
 */
export const ISLAND_ATTRIBUTES = Object.freeze({
  widget: 'data-widget',
  productId: 'data-product-id',
  productTitle: 'data-product-title',
  productSlug: 'data-product-slug',
  creditMonths: 'data-credit-months',
  serviceId: 'data-service-id',
  serviceTitle: 'data-service-title',
  price: 'data-price',
  toCart: 'data-to-cart',
  inCart: 'data-in-cart',
  favorites: 'data-favorites',
  compare: 'data-compare',
  preOrder: 'data-pre-order',
  notify: 'data-notify',
  oneClick: 'data-one-click',
  tooltipActive: 'data-tooltip-active',
  tooltipInactive: 'data-tooltip-inactive',
  list: 'data-list',
  page: 'data-page',
  counter: 'data-counter',
  count: 'data-count',
  cartId: 'data-cart-id',
  categoryId: 'data-category-id',
  compareIds: 'data-compare-ids',
  ids: 'data-ids',
  storeId: 'data-store-id',
  storeKind: 'data-store-kind',
  lat: 'data-lat',
  lng: 'data-lng',
  bounds: 'data-bounds',
  paymentToken: 'data-payment-token',
  orderType: 'data-order-type',
  next: 'data-next',
  clientId: 'data-client-id',
  scriptSrc: 'data-script-src',
  /** A product card's analytics JSON (`cardAnalyticsSchema`), on the card's outer element. */
  analyticsItem: 'data-analytics-item',
  /** A list's analytics JSON (`listAnalyticsSchema`), on the element around its cards. */
  analyticsList: 'data-analytics-list',
  /** On a card's links to its product: following one reports select_item. */
  selectItem: 'data-select-item',
});

export type IslandAttributeKey = keyof typeof ISLAND_ATTRIBUTES;

/** Every attribute but `data-widget`: what an island's props, or a plain element, may carry. */
export type DataAttributeKey = Exclude<IslandAttributeKey, 'widget'>;

/** The id of the `<script type="application/json">` holding the page config. */
export const PAGE_CONFIG_SCRIPT_ID = 'vitrina-config';

/** Selects every island: any element naming a widget. */
export const ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTES.widget}]`;
