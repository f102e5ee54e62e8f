import fc from 'fast-check';
import { ISLAND_ATTRIBUTES, WIDGET_ATTRIBUTE } from '../contract/island-attributes';
import { productActionsAttributes } from '../testing/island-test-kit';
import { hostileJsonText, hostileNumber, hostileString } from './hostile-values';

type Attributes = Record<string, string>;

const json = JSON.stringify;

/** Each widget's island as the shop writes it (without data-widget): what a case starts from and spoils. */
const BASELINES: Readonly<Record<string, (id: number) => Attributes>> = {
  'product-actions': (id) => {
    const { [WIDGET_ATTRIBUTE]: _name, ...rest } = productActionsAttributes(id);
    return rest;
  },
  'cart-link': () => ({ 'data-count': '2' }),
  'credit-badge': (id) => ({ 'data-product-id': String(id), 'data-credit-months': '10' }),
  distributors: (id) => ({ 'data-product-id': String(id), 'data-product-title': 'Телефон' }),
  'product-services': (id) => ({ 'data-product-id': String(id), 'data-to-cart': '1', 'data-service-id': '77', 'data-service-title': 'Гарантія', 'data-price': '499' }),
  'order-type': (id) => ({ 'data-product-id': String(id), 'data-order-type': 'buy', 'data-one-click': '1' }),
  'favorites-list': () => ({ 'data-ids': '1,2' }),
  'compare-table': () => ({ 'data-category-id': '14', 'data-compare-ids': '1,2', 'data-compare-categories': json([{ id: 14, title: 'Телефони', count: 2 }]) }),
  'address-book': () => ({ 'data-addresses': json([{ id: 1, city: 'Київ', street: 'Хрещатик', building: '1' }]) }),
  'bonus-history': () => ({ 'data-bonus-history': json({ balance: 10, entries: [] }) }),
  'purchase-list': () => ({ 'data-orders': '[]' }),
  cart: () => ({ 'data-checkout-url': '/checkout', 'data-continue-url': '/' }),
  'one-tap': () => ({ 'data-page': 'category' }),
  'social-login': () => ({ 'data-next': '/' }),
  'login-form': () => ({ 'data-next': '/profile' }),
  'top-sales-slider': () => ({ 'data-count': '3' }),
  'search-opener': () => ({}),
  'user-menu': () => ({}),
  'bottom-bar': () => ({ 'data-page': 'category' }),
  'profile-settings': () => ({ 'data-lang-cookie': 'lang' }),
  'order-payment': () => ({ 'data-payment-token': 'abcdefghijklmnop' }),
  'store-map': () => ({ 'data-bounds': '52.4,22.1,44.3,40.2' }),
};

export const FUZZED_WIDGETS = Object.keys(BASELINES);

/** Attribute names a case may set: the contract's, prototype keys, event-handler look-alikes. */
const attributeName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...Object.values(ISLAND_ATTRIBUTES).filter((name) => name !== WIDGET_ATTRIBUTE)) },
  { weight: 1, arbitrary: fc.constantFrom('data-__proto__', 'data-constructor', 'data-prototype', 'data-on-click', 'data-src', 'data-href', 'data-', 'data-x-y-z') },
);

/** One way to spoil an island. */
type Spoil =
  | { readonly kind: 'set'; readonly name: string | null; readonly value: string }
  | { readonly kind: 'remove'; readonly index: number }
  | { readonly kind: 'json'; readonly name: string | null; readonly value: string }
  | { readonly kind: 'embedded'; readonly value: string }
  | { readonly kind: 'duplicate'; readonly index: number; readonly value: string };

const spoil: fc.Arbitrary<Spoil> = fc.oneof(
  // null: one of the island's own attributes.
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('set' as const), name: fc.option(attributeName, { freq: 3 }), value: fc.oneof(hostileString, hostileNumber.map(String)) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('json' as const), name: fc.option(attributeName, { freq: 3 }), value: hostileJsonText(fc.constant({ id: 1, title: 'x' })) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('embedded' as const), value: hostileJsonText(fc.constant({ mapStores: [{ id: 1, kind: 'shop', title: 'x', address: 'y', lat: 50, lng: 30 }] })) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), index: fc.nat(), value: hostileString }) },
);

/** What a case puts on the page: a widget name (sometimes a hostile one), a tag, the spoils. */
export interface HostileIslandSpec {
  readonly name: string;
  readonly tag: string;
  readonly productId: number;
  readonly spoils: readonly Spoil[];
}

export const hostileIslandSpec: fc.Arbitrary<HostileIslandSpec> = fc.record({
  name: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...FUZZED_WIDGETS) }, { weight: 1, arbitrary: fc.oneof(hostileString, fc.constantFrom('Product-Actions', ' cart-link', 'constructor', '__proto__', 'toString')) }),
  // Elements that may hold any widget's markup (a button inside a button is the page's own error).
  tag: fc.constantFrom('div', 'div', 'span', 'section', 'article'),
  productId: fc.integer({ min: 1, max: 5000 }),
  spoils: fc.array(spoil, { minLength: 1, maxLength: 3 }),
});

/**
 * The island as elements: attributes set with setAttribute (as a server's escaped HTML gives them),
 * an embedded `<script type="application/json">`, or a duplicate attribute, which only parsed HTML
 * can hold (the parser keeps the first).
 */
export function buildHostileIsland({ name, tag, productId, spoils }: HostileIslandSpec): HTMLElement {
  const attributes: Attributes = { [WIDGET_ATTRIBUTE]: name, ...(Object.hasOwn(BASELINES, name) ? BASELINES[name]!(productId) : {}) };
  let embedded: string | null = null;
  const duplicates: [string, string][] = [];
  const own = () => Object.keys(attributes).filter((key) => key !== WIDGET_ATTRIBUTE);
  for (const change of spoils) {
    const names = own();
    if (change.kind === 'set' || change.kind === 'json') attributes[change.name ?? names[0] ?? 'data-product-id'] = change.value;
    else if (change.kind === 'remove' && names.length > 0) delete attributes[names[change.index % names.length]!];
    else if (change.kind === 'embedded') embedded = change.value;
    else if (change.kind === 'duplicate') duplicates.push([names.length > 0 ? names[change.index % names.length]! : WIDGET_ATTRIBUTE, change.value]);
  }
  const island = duplicates.length > 0 ? parsedWithDuplicates(tag, attributes, duplicates) : document.createElement(tag);
  if (duplicates.length === 0) for (const [key, value] of Object.entries(attributes)) island.setAttribute(key, value);
  if (embedded !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = embedded;
    island.append(script);
  }
  return island;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function parsedWithDuplicates(tag: string, attributes: Attributes, duplicates: readonly [string, string][]): HTMLElement {
  const written = [...Object.entries(attributes), ...duplicates].map(([key, value]) => `${key}="${escapeAttribute(value)}"`).join(' ');
  const parsed = new DOMParser().parseFromString(`<${tag} ${written}></${tag}>`, 'text/html');
  return document.importNode(parsed.body.firstElementChild as HTMLElement, true);
}
