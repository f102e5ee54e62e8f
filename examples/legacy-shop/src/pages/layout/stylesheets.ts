const sheets = (folder: string, names: readonly string[]) => names.map((name) => `/assets/styles/${folder}/${name}.css`);

/** Tokens, reset, type, links, focus, buttons, forms and small shared pieces, in this order. */
export const BASE_STYLESHEETS = sheets('base', ['foundation', 'buttons', 'forms', 'notices']);

/**
 * Every stylesheet of the shop's pages, in cascade order, each linked from the page's head: the base;
 * the page frame (header, category menu, sections, footer, tabs); product lists and the card; the
 * listings' toolbar, filters and pages; then each screen's own parts. No sheet imports another: the
 * browser finds them all while it reads the head and lays the page out once they are in, where
 * through `@import` it found each imported sheet only after the one importing it had arrived, and a
 * slow phone laid the page out before them and again after (a later first paint).
 */
export const SHOP_STYLESHEETS: readonly string[] = [
  ...BASE_STYLESHEETS,
  ...sheets('layout', ['header', 'sections', 'footer', 'tabs']),
  ...sheets('product-card', ['product-grid', 'card', 'card-actions']),
  '/assets/styles/catalog.css',
  ...sheets('pages', ['panels', 'main-page', 'product-page', 'compare', 'cart-checkout', 'checkout-form', 'profile', 'map', 'accounts']),
];
