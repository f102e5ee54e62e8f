import { describe, expect, it } from 'vitest';
import { catalogQueryString, parseCatalogParams } from './catalog-params';

const parse = (query: string) => parseCatalogParams(new URLSearchParams(query));

describe('parseCatalogParams', () => {
  it('reads brands, characteristic filters, prices, sort and page', () => {
    const params = parse('brand=Apple&brand=Samsung&f.Колір=Чорний&f.Колір=Білий&price_min=100&price_max=5000&sort=price_desc&page=3');
    expect(params).toEqual({
      search: '',
      brands: ['Apple', 'Samsung'],
      filters: { Колір: ['Чорний', 'Білий'] },
      priceMin: 100,
      priceMax: 5000,
      sort: 'price_desc',
      page: 3,
    });
  });

  it('drops what is malformed and falls back to the defaults', () => {
    const params = parse('sort=drop_table&page=-2&price_min=abc&price_max=1e9&brand=&f.=x');
    expect(params).toMatchObject({ sort: 'popular', page: 1, priceMin: undefined, priceMax: undefined, brands: [], filters: {} });
  });

  it('swaps a reversed price range', () => {
    expect(parse('price_min=900&price_max=100')).toMatchObject({ priceMin: 100, priceMax: 900 });
  });
});

describe('catalogQueryString', () => {
  it('round-trips and leaves the defaults out', () => {
    const params = parse('brand=Apple&f.Пам’ять=128 ГБ&sort=rating&page=2');
    expect(parseCatalogParams(new URLSearchParams(catalogQueryString(params)))).toEqual(params);
    expect(catalogQueryString(params, { page: 1, sort: 'popular', brands: [], filters: {} })).toBe('');
  });
});
