/** The `data-widget` names of the islands the widgets package implements (`allWidgets`). */
export const WIDGET_NAMES = /* @__PURE__ */ Object.freeze([
  'product-actions',
  'credit-badge',
  'distributors',
  'product-services',
  'user-menu',
  'cart-link',
  'search-opener',
  'bottom-bar',
  'favorites-list',
  'login-form',
  'registration-form',
  'recovery-form',
  'social-login',
  'modal-host',
  'one-tap',
  'notifier',
  'layout-flags',
  'checkout',
  'order-payment',
  'cart',
  'order-type',
  'banner-slider',
  'top-sales-slider',
  'product-list',
  'compare-table',
  'smb-request',
  'store-map',
  'address-book',
  'bonus-history',
  'purchase-list',
  'profile-information',
  'profile-settings',
] as const);

export type WidgetName = (typeof WIDGET_NAMES)[number];

/** Every name a page may put in `data-widget`. */
export type IslandName = WidgetName;

/** `data-list` values of the product page's lists, whose cards mount as they arrive. */
export const LIST_NAMES = /* @__PURE__ */ Object.freeze(['accessories', 'viewed-by-others', 'viewed', 'similar'] as const);

export type ListName = (typeof LIST_NAMES)[number];

/** `data-counter` values: the counters of the page. */
export const COUNTER_NAMES = /* @__PURE__ */ Object.freeze(['cart', 'favorites', 'compare', 'bonuses'] as const);

export type CounterName = (typeof COUNTER_NAMES)[number];

/** `data-page` / the page config's `page`: which screen this is (the bottom bar hides the link to itself). */
export const PAGE_KINDS = /* @__PURE__ */ Object.freeze([
  'main',
  'category',
  'product',
  'search',
  'favorites',
  'compare',
  'cart',
  'checkout',
  'order-result',
  'order-pay',
  'profile',
  'map',
  'login',
  'registration',
  'recovery',
  'advantages',
] as const);

export type PageKind = (typeof PAGE_KINDS)[number];
