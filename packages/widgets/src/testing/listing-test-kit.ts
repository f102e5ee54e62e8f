import { http, HttpResponse, delay } from 'msw';

/** The listing's address in the tests: a category page on the test page's origin. */
export const LISTING_PATH = '/category/phones';

interface Phone {
  readonly id: number;
  readonly title: string;
  readonly brand: string;
  readonly price: number;
}

/** The category's products, 2 to a page. */
export const PHONES: readonly Phone[] = [
  { id: 101, title: 'Apple iPhone 15', brand: 'Apple', price: 40000 },
  { id: 102, title: 'Samsung Galaxy S24', brand: 'Samsung', price: 35000 },
  { id: 103, title: 'Apple iPhone 13', brand: 'Apple', price: 25000 },
  { id: 104, title: 'Samsung Galaxy A55', brand: 'Samsung', price: 15000 },
  { id: 105, title: 'Xiaomi Redmi 13', brand: 'Xiaomi', price: 7000 },
];
const BRANDS = ['Apple', 'Samsung', 'Xiaomi'];
const PER_PAGE = 2;

/** The shop's texts of the listing, in the page's language. */
const TEXTS = {
  uk: {
    brand: 'Бренд',
    extended: 'Розширені фільтри',
    locked: 'У вас немає прав на розширені фільтри. Увійдіть або зареєструйтеся: ',
    login: 'Увійти',
    apply: 'Застосувати',
    reset: 'Скинути фільтри',
    popular: 'Популярні',
    cheap: 'Від дешевших',
    pages: 'Сторінки',
    page: 'Сторінка',
    filters: 'Фільтри',
    title: 'Смартфони',
    products: (count: number) => `${count} ${count === 1 ? 'товар' : count < 5 && count > 1 ? 'товари' : 'товарів'}`,
  },
  ru: {
    brand: 'Бренд',
    extended: 'Расширенные фильтры',
    locked: 'У вас нет прав на расширенные фильтры. Войдите или зарегистрируйтесь: ',
    login: 'Войти',
    apply: 'Применить',
    reset: 'Сбросить фильтры',
    popular: 'Популярные',
    cheap: 'От дешевых',
    pages: 'Страницы',
    page: 'Страница',
    filters: 'Фильтры',
    title: 'Смартфоны',
    products: (count: number) => `${count} ${count === 1 ? 'товар' : count < 5 && count > 1 ? 'товара' : 'товаров'}`,
  },
} as const;

export type ListingLang = keyof typeof TEXTS;

/** The texts the listing shows in `lang`. */
export const listingTexts = (lang: ListingLang) => TEXTS[lang];

/** Where the listing is and in which language it is rendered. */
export interface ListingPlace {
  readonly path: string;
  readonly lang: ListingLang;
}

const HERE: ListingPlace = { path: LISTING_PATH, lang: 'uk' };

/** What a listing address asks for: the brands ticked, the sorting, the page. */
export interface ListingQuery {
  readonly brands: readonly string[];
  readonly sort: 'popular' | 'price_asc';
  readonly page: number;
}

export function queryOf(address: string): ListingQuery {
  const params = new URL(address, 'http://localhost').searchParams;
  return { brands: params.getAll('brand'), sort: params.get('sort') === 'price_asc' ? 'price_asc' : 'popular', page: Math.max(1, Number(params.get('page')) || 1) };
}

function addressOf(query: ListingQuery, path = LISTING_PATH): string {
  const params = new URLSearchParams();
  for (const brand of query.brands) params.append('brand', brand);
  if (query.sort !== 'popular') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function matching(brands: readonly string[]): Phone[] {
  return PHONES.filter((phone) => brands.length === 0 || brands.includes(phone.brand));
}

/** The count as the shop says it: 1 товар, 2 товари, 5 товарів. */
export function productsText(count: number, lang: ListingLang = 'uk'): string {
  return TEXTS[lang].products(count);
}

type Child = Node | string;

/**
 * The listing as the shop renders it for `query` (its parts marked `data-listing-part`, each card
 * with a product-actions island and its analytics), built in `doc`.
 */
export function listingElement(doc: Document, query: ListingQuery, { path, lang }: ListingPlace = HERE): HTMLElement {
  const t = TEXTS[lang];
  const el = (tag: string, attributes: Record<string, string> = {}, ...children: Child[]) => {
    const node = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.append(...children);
    return node;
  };
  const found = matching(query.brands);
  const sorted = query.sort === 'price_asc' ? [...found].sort((a, b) => a.price - b.price) : found;
  const pages = Math.max(1, Math.ceil(sorted.length / PER_PAGE));
  const shown = sorted.slice((query.page - 1) * PER_PAGE, query.page * PER_PAGE);
  const boxes = BRANDS.map((brand, index) => {
    const count = matching([brand]).length;
    const box = el('input', { type: 'checkbox', id: `facet-0-${index}`, name: 'brand', value: brand });
    if (query.brands.includes(brand)) box.setAttribute('checked', '');
    return el('li', {}, box, el('label', { for: `facet-0-${index}` }, `${brand} `, el('span', { class: 'facet-count' }, `(${count})`)));
  });
  const form = el(
    'form',
    { method: 'get', action: path, 'data-listing-part': 'filters' },
    ...(query.sort === 'popular' ? [] : [el('input', { type: 'hidden', name: 'sort', value: query.sort })]),
    el('fieldset', {}, el('legend', {}, t.brand), el('ul', {}, ...boxes)),
    el(
      'details',
      { class: 'extended-filters' },
      el('summary', {}, t.extended),
      el('p', {}, t.locked, el('a', { href: `/login?next=${encodeURIComponent(path)}`, 'data-listing-part': 'login' }, t.login)),
    ),
    el('button', { type: 'submit' }, t.apply),
    el('a', { href: path }, t.reset),
  );
  const sortLink = (sort: ListingQuery['sort'], text: string) =>
    el('li', {}, el('a', { href: addressOf({ ...query, sort, page: 1 }, path), ...(query.sort === sort ? { 'aria-current': 'true' } : {}) }, text));
  const cards = shown.map((phone, index) =>
    el(
      'li',
      {},
      el(
        'article',
        { 'data-analytics-item': JSON.stringify({ id: phone.id, title: phone.title, price: phone.price, index }) },
        el('h3', {}, el('a', { href: `/${phone.id}`, 'data-select-item': '' }, phone.title)),
        el('div', { 'data-widget': 'probe', 'data-product-id': String(phone.id) }, 'Купити'),
      ),
    ),
  );
  const analytics = { name: 'phones', page: query.page, filters: query.brands.length > 0 ? { brand: [...query.brands] } : {}, sorting: query.sort === 'price_asc' ? { by: 'price', direction: 'asc' } : null };
  const pageLinks = Array.from({ length: pages }, (_, index) =>
    el(
      'li',
      {},
      el('a', { href: addressOf({ ...query, page: index + 1 }, path), 'aria-label': `${t.page} ${index + 1}`, ...(index + 1 === query.page ? { 'aria-current': 'page' } : {}) }, String(index + 1)),
    ),
  );
  return el(
    'div',
    { id: 'catalog', class: 'catalog' },
    el('div', { hidden: '', 'data-widget': 'product-list', 'data-listing': 'catalog' }),
    el('p', { id: 'result-count', role: 'status', 'data-listing-part': 'count' }, t.products(found.length)),
    el('a', { href: '#filters' }, t.filters),
    form,
    el('ul', { 'data-listing-part': 'sorting' }, sortLink('popular', t.popular), sortLink('price_asc', t.cheap)),
    el(
      'div',
      { role: 'region', tabindex: '-1', 'aria-labelledby': 'result-count', 'data-listing-part': 'results' },
      el('ul', { class: 'product-grid', 'aria-label': t.title, 'data-analytics-list': JSON.stringify(analytics) }, ...cards),
    ),
    el('div', { 'data-listing-part': 'pagination' }, el('nav', { 'aria-label': t.pages }, el('ul', {}, ...pageLinks))),
  );
}

/** The whole page at `address`, as HTML text. */
export function listingPageHtml(address: string, extra: (doc: Document) => void = () => {}, place: ListingPlace = HERE): string {
  const doc = document.implementation.createHTMLDocument();
  doc.title = `${TEXTS[place.lang].title} · ${queryOf(address).page}`;
  doc.body.append(listingElement(doc, queryOf(address), place));
  extra(doc);
  return `<!DOCTYPE html>${new XMLSerializer().serializeToString(doc.documentElement)}`;
}

/** The shop's category page: the listing for the address asked, after `wait` ms (per address, if a function). */
export function listingPages(wait: (address: string) => number = () => 0, place: ListingPlace = HERE) {
  return http.get(`*${place.path}`, async ({ request }) => {
    await delay(wait(request.url));
    return new HttpResponse(listingPageHtml(request.url, () => {}, place), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  });
}

/** The address of the listing for `query`, on the test page's origin. */
export function listingAddress(query: Partial<ListingQuery> = {}): string {
  return new URL(addressOf({ brands: [], sort: 'popular', page: 1, ...query }), window.location.href).href;
}
