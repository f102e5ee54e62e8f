import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE, PHONES, effectivePrice, insertCatalogFixture, type PhoneSpec } from '../api/handlers/shop/testing/catalog-fixture';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { listProducts, type ProductListQuery, type ProductSort } from './list-products';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  insertCatalogFixture(server.db);
});
afterAll(() => server.close());

const phones = (query: Omit<ProductListQuery, 'category'> = {}) => listProducts(server.db, { category: FIXTURE.phones.slug, ...query }, 'uk');
const visible = PHONES.filter((phone) => !phone.corporate);
const byId = new Map(PHONES.map((phone) => [phone.id, phone]));
const spec = (id: number): PhoneSpec => byId.get(id)!;

/** Every id of a list, page after page, until an empty page. */
function allIds(query: ProductListQuery): number[] {
  const ids: number[] = [];
  for (let page = 1; page < 100; page += 1) {
    const result = listProducts(server.db, { ...query, page }, 'uk');
    if (result.products.length === 0) break;
    ids.push(...result.products.map((card) => card.id));
  }
  return ids;
}

describe('listProducts: pages', () => {
  it('cuts a category into pages of 24 with the right total and page count', () => {
    const first = phones();
    expect(first.total).toBe(visible.length);
    expect(first.pages).toBe(Math.ceil(visible.length / 24));
    expect(first.page).toBe(1);
    expect(first.products).toHaveLength(24);
    expect(phones({ page: 2 }).products).toHaveLength(24);
    expect(phones({ page: 3 }).products).toHaveLength(visible.length - 48);

    const ids = allIds({ category: FIXTURE.phones.slug });
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(visible.map((phone) => phone.id)));
  });

  it('answers a page past the end with no products and the real total', () => {
    const past = phones({ page: 9 });
    expect(past.products).toEqual([]);
    expect(past.total).toBe(visible.length);
    expect(past.page).toBe(9);
    expect(phones({ page: Number.MAX_SAFE_INTEGER }).products).toEqual([]);
  });

  it('reads a missing, zero or fractional page as the first', () => {
    for (const page of [undefined, 0, -3, 1.5]) expect(phones({ page }).page).toBe(1);
  });

  it('hides corporate-only products unless asked to include them', () => {
    const guestIds = allIds({ category: FIXTURE.phones.slug });
    expect(guestIds.some((id) => spec(id).corporate)).toBe(false);
    const corporate = phones({ includeCorporate: true });
    expect(corporate.total).toBe(PHONES.length);
    expect(allIds({ category: FIXTURE.phones.slug, includeCorporate: true })).toHaveLength(PHONES.length);
  });

  it('answers an unknown category with an empty page', () => {
    expect(listProducts(server.db, { category: 'no-such-category' }, 'uk')).toEqual({ products: [], total: 0, page: 1, pages: 0, facets: [] });
  });
});

describe('listProducts: sorting', () => {
  const orderedBy = (sort: ProductSort) => allIds({ category: FIXTURE.phones.slug, sort }).map(spec);
  const isSorted = <T>(items: readonly T[], key: (item: T) => number | string, direction: 'asc' | 'desc') =>
    items.every((item, index) => {
      if (index === 0) return true;
      const a = key(items[index - 1]!);
      const b = key(item);
      return direction === 'asc' ? a <= b : a >= b;
    });

  it('sorts by popularity by default', () => {
    const list = allIds({ category: FIXTURE.phones.slug }).map(spec);
    expect(list).toHaveLength(visible.length);
    expect(isSorted(list, (phone) => phone.popularity, 'desc')).toBe(true);
    expect(orderedBy('popular')).toEqual(list);
  });

  it('sorts by the price paid, up and down', () => {
    const up = orderedBy('price_asc');
    const down = orderedBy('price_desc');
    expect(up).toHaveLength(visible.length);
    expect(isSorted(up, effectivePrice, 'asc')).toBe(true);
    expect(isSorted(down, effectivePrice, 'desc')).toBe(true);
    // A discount moves a product: the discounted price is what counts.
    expect(up.some((phone, index) => index > 0 && phone.price < up[index - 1]!.price)).toBe(true);
  });

  it('sorts by rating, newest and labels first', () => {
    expect(isSorted(orderedBy('rating'), (phone) => phone.rating, 'desc')).toBe(true);
    expect(isSorted(orderedBy('new'), (phone) => phone.createdAt, 'desc')).toBe(true);
    const labelled = orderedBy('label');
    const firstUnlabelled = labelled.findIndex((phone) => !phone.labelled);
    expect(firstUnlabelled).toBe(visible.filter((phone) => phone.labelled).length);
    expect(labelled.slice(firstUnlabelled).every((phone) => !phone.labelled)).toBe(true);
    expect(isSorted(labelled.slice(0, firstUnlabelled), (phone) => phone.popularity, 'desc')).toBe(true);
  });

  it('falls back to popularity for a sort it does not know', () => {
    expect(allIds({ category: FIXTURE.phones.slug, sort: 'id; DROP TABLE products' as ProductSort })).toEqual(
      allIds({ category: FIXTURE.phones.slug, sort: 'popular' }),
    );
  });
});

describe('listProducts: filters and facets', () => {
  const matching = (predicate: (phone: PhoneSpec) => boolean) => new Set(visible.filter(predicate).map((phone) => phone.id));

  it('narrows by brand, characteristics (ORed within a name, ANDed across) and price', () => {
    const cases: [Omit<ProductListQuery, 'category'>, (phone: PhoneSpec) => boolean][] = [
      [{ brands: ['Kvant'] }, (p) => p.brand === 'Kvant'],
      [{ brands: ['Kvant', 'Zorya'] }, (p) => p.brand !== 'Obriy'],
      [{ filters: { "Пам'ять": ['128 ГБ'] } }, (p) => p.memory === '128 ГБ'],
      [{ filters: { "Пам'ять": ['128 ГБ', '256 ГБ'] } }, (p) => p.memory !== '64 ГБ'],
      [{ filters: { "Пам'ять": ['128 ГБ'], Колір: ['Білий', 'Синій'] } }, (p) => p.memory === '128 ГБ' && ['Білий', 'Синій'].includes(p.colour[0])],
      [{ priceMin: 5000, priceMax: 15000 }, (p) => effectivePrice(p) >= 5000 && effectivePrice(p) <= 15000],
      [
        { brands: ['Obriy'], filters: { Діагональ: ['6,7"'] }, priceMin: 3000 },
        (p) => p.brand === 'Obriy' && p.diagonal === '6,7"' && effectivePrice(p) >= 3000,
      ],
      [{ filters: { "Пам'ять": [] } }, () => true],
      [{ filters: { Колір: ['Фіолетовий'] } }, () => false],
      [{ filters: { 'Немає такої': ['x'] } }, () => false],
    ];
    for (const [query, predicate] of cases) {
      const expected = matching(predicate);
      expect(phones(query).total, JSON.stringify(query)).toBe(expected.size);
      expect(new Set(allIds({ category: FIXTURE.phones.slug, ...query })), JSON.stringify(query)).toEqual(expected);
    }
  });

  it("counts each facet value as the products it would show, with the facet's own selection left out", () => {
    const query = { brands: ['Kvant'], filters: { "Пам'ять": ['128 ГБ'], Колір: ['Білий', 'Чорний'] }, priceMax: 20_000 };
    const { facets } = phones(query);
    expect(facets[0]?.name).toBe('brand');
    expect(facets.map((facet) => facet.name)).toEqual(['brand', "Пам'ять", 'Колір', 'Діагональ', 'ОС']);
    for (const facet of facets) {
      for (const value of facet.values) {
        const narrowed =
          facet.name === 'brand'
            ? { ...query, brands: [value.value] }
            : { ...query, filters: { ...query.filters, [facet.name]: [value.value] } };
        expect(value.count, `${facet.name}=${value.value}`).toBe(phones(narrowed).total);
      }
    }
    const memory = facets.find((facet) => facet.name === "Пам'ять")!;
    expect(memory.values.map((value) => value.value)).toEqual(['64 ГБ', '128 ГБ', '256 ГБ']);
  });

  it('counts facets right in every category of the database, the seeded ones included', () => {
    const categories = server.db.prepare('SELECT slug FROM categories WHERE is_services = 0').all() as { slug: string }[];
    for (const { slug } of categories) {
      const { facets } = listProducts(server.db, { category: slug }, 'uk');
      for (const facet of facets) {
        for (const value of facet.values) {
          const query = facet.name === 'brand' ? { brands: [value.value] } : { filters: { [facet.name]: [value.value] } };
          expect(value.count, `${slug} ${facet.name}=${value.value}`).toBe(listProducts(server.db, { category: slug, ...query }, 'uk').total);
        }
      }
    }
  });

  it('lists facet values of the whole scope, labelled in the language asked', () => {
    const { facets } = listProducts(server.db, { category: FIXTURE.phones.slug }, 'ru');
    const colour = facets.find((facet) => facet.name === 'Колір')!;
    expect(colour.label).toBe('Цвет');
    expect(colour.values.map((value) => value.label).sort()).toEqual(['Белый', 'Зеленый', 'Синий', 'Черный']);
    expect(colour.values.reduce((sum, value) => sum + value.count, 0)).toBe(visible.length);
    const brand = facets.find((facet) => facet.name === 'brand')!;
    expect(brand.values.map((value) => [value.value, value.count])).toEqual(
      ['Kvant', 'Obriy', 'Zorya'].map((name) => [name, visible.filter((phone) => phone.brand === name).length]),
    );
  });
});

describe('listProducts: search and promotions', () => {
  const searchTotal = (search: string) => listProducts(server.db, { search }, 'uk').total;
  const visibleWithCase = visible.length + 1;

  it('finds titles in Ukrainian and Russian whatever the case, and brands', () => {
    expect(searchTotal('зорепад')).toBe(visibleWithCase);
    expect(searchTotal('ЗВЕЗДОПАД')).toBe(visibleWithCase);
    expect(searchTotal('kvant зорепад')).toBe(visible.filter((phone) => phone.brand === 'Kvant').length + 1);
    expect(searchTotal('  Смартфон   OBRIY  звездопад ')).toBe(visible.filter((phone) => phone.brand === 'Obriy').length);
    expect(searchTotal('Зорепад 100%')).toBe(1);
  });

  it('takes % _ and \\ literally', () => {
    expect(searchTotal('зорепад 10_%')).toBe(0);
    expect(searchTotal('зорепад %')).toBe(1);
    expect(searchTotal('зорепад _')).toBe(0);
    expect(searchTotal('зорепад \\')).toBe(0);
  });

  it('finds nothing for a query without words, and leaves out services and corporate products', () => {
    expect(searchTotal('')).toBe(0);
    expect(searchTotal(' \u0000 ')).toBe(0);
    expect(listProducts(server.db, { search: 'скло зорепад' }, 'uk').total).toBe(0);
    expect(listProducts(server.db, { search: 'зорепад', includeCorporate: true }, 'uk').total).toBe(PHONES.length + 1);
  });

  it('lists promotions: products with a discount or a gift in stock', () => {
    const expected = new Set(
      visible.filter((phone) => phone.priceWithDiscount !== null || (phone.giftStock ?? 0) > 0).map((phone) => phone.id),
    );
    const ids = allIds({ category: FIXTURE.phones.slug, promotions: true });
    expect(new Set(ids)).toEqual(expected);
    expect(listProducts(server.db, { category: FIXTURE.phones.slug, promotions: true }, 'uk').products.every(
      (card) => card.price_with_discount !== null || card.is_promotion_enabled,
    )).toBe(true);
  });
});
