/**
 * The attribute names of the widget contract between server-rendered pages and the widgets
 * (packages/widgets/docs/widget-contract.md), in one place: templates write islands and the
 * runtime reads them only through these names. Each key is the attribute's `dataset` name
 * (`data-product-id` → `productId`), which is what a widget's props schema names.
 */
const ATTRIBUTE_KEYS = [
  'widget',
  'productId',
  'productTitle',
  'productSlug',
  'creditMonths',
  'serviceId',
  'serviceTitle',
  'price',
  'toCart',
  'inCart',
  'favorites',
  'compare',
  'preOrder',
  'notify',
  'oneClick',
  'tooltipActive',
  'tooltipInactive',
  'list',
  'page',
  'counter',
  'count',
  'cartId',
  'categoryId',
  'compareIds',
  /** The compare page's categories as JSON, in the page's order: `[{ id, title, count }]`. */
  'compareCategories',
  'ids',
  'storeId',
  'storeKind',
  'lat',
  'lng',
  'bounds',
  'paymentToken',
  'orderType',
  /** The checkout's shops for self-delivery, as JSON: `[{ id, title, address }]`. */
  'stores',
  /** The checkout's default city's name, in the page's language. */
  'cityTitle',
  /** The cart page's checkout button and its "continue shopping" link. */
  'checkoutUrl',
  'continueUrl',
  'next',
  'clientId',
  'scriptSrc',
  /** A product card's analytics JSON (`cardAnalyticsSchema`), on the card's outer element. */
  'analyticsItem',
  /** A list's analytics JSON (`listAnalyticsSchema`), on the element around its cards. */
  'analyticsList',
  /** On a card's links to its product: following one reports select_item. */
  'selectItem',
  /** The product-list island's listing: the id of the element around its filters, sorting, cards and pages. */
  'listing',
  /** A part of that listing the island changes in place: count, filters, sorting, results, pagination, login. */
  'listingPart',
  /** The store map's shops and service centres, in the island's embedded JSON: `[{ id, kind, title, address, lat, lng, hours, phone }]`. */
  'mapStores',
  /** The store map's tile address template (`{z}`, `{x}`, `{y}`, optionally `{s}`), its attribution text and the attribution's link. */
  'tilesUrl',
  'tilesAttribution',
  'tilesAttributionUrl',
  /** The profile portal's delivery addresses as JSON: `[{ id, city, street, building, apartments? }]`. */
  'addresses',
  /** The profile portal's bonus balance and history as JSON (the core's `BonusHistory`). */
  'bonusHistory',
  /** The profile portal's orders as JSON (the core's `UserOrder` list). */
  'orders',
  /** The profile-settings island: the cookie the shop reads the page's language from. */
  'langCookie',
] as const;

export type IslandAttributeKey = (typeof ATTRIBUTE_KEYS)[number];

/** `productId` → `product-id`: a `dataset` name as the attribute spells it. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}` : S;

/**
 * One key's attribute, `data-` and the key in kebab case: `productId` → `data-product-id`. Worked
 * out rather than looked up in ISLAND_ATTRIBUTES, so code that names a few attributes (the runtime)
 * does not carry the whole table into the script build.
 */
export function dataAttribute<Key extends IslandAttributeKey>(key: Key): `data-${Kebab<Key>}` {
  return `data-${key.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}` as `data-${Kebab<Key>}`;
}

/** Every key's attribute: `ISLAND_ATTRIBUTES.productId` is `data-product-id`. */
export const ISLAND_ATTRIBUTES = /* @__PURE__ */ attributeTable();

function attributeTable() {
  const table = Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, dataAttribute(key)]));
  return Object.freeze(table) as { readonly [Key in IslandAttributeKey]: `data-${Kebab<Key>}` };
}

/** Every attribute but `data-widget`: what an island's props, or a plain element, may carry. */
export type DataAttributeKey = Exclude<IslandAttributeKey, 'widget'>;

/** The id of the `<script type="application/json">` holding the page config. */
export const PAGE_CONFIG_SCRIPT_ID = 'vitrina-config';

/** The attribute that makes an element an island: `data-widget`, naming its widget. */
export const WIDGET_ATTRIBUTE = 'data-widget';

/** Selects every island: any element naming a widget. */
export const ISLAND_SELECTOR = `[${WIDGET_ATTRIBUTE}]`;
