import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE, insertCatalogFixture } from '../api/handlers/shop/testing/catalog-fixture';
import { openDatabase, type Db } from '../db/open-database';
import { cachedFacets, setFacetCacheSize } from './facet-cache';
import { listProducts } from './list-products';

let db: Db;
beforeEach(() => {
  db = openDatabase(':memory:');
  insertCatalogFixture(db);
});
afterEach(() => db.close());

const brandCounts = (lang: 'uk' | 'ru' = 'uk') =>
  Object.fromEntries(listProducts(db, { category: FIXTURE.phones.slug }, lang).facets.find((facet) => facet.name === 'brand')!.values.map((value) => [value.value, value.count]));

describe('the facet cache', () => {
  it('counts a listing’s facets once while the catalogue stays as it is', () => {
    const count = vi.fn(() => []);
    cachedFacets(db, 'a', count);
    cachedFacets(db, 'a', count);
    expect(count).toHaveBeenCalledTimes(1);
    cachedFacets(db, 'b', count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('counts again after any change of a product, its characteristics or a category', () => {
    const count = vi.fn(() => []);
    cachedFacets(db, 'a', count);
    const productId = (db.prepare('SELECT id FROM products LIMIT 1').get() as { id: number }).id;
    for (const change of [
      () => db.prepare('UPDATE products SET brand = brand WHERE id = ?').run(productId),
      () => db.prepare('DELETE FROM product_characteristics WHERE product_id = ? AND rowid = (SELECT MIN(rowid) FROM product_characteristics WHERE product_id = ?)').run(productId, productId),
      () => db.prepare('UPDATE categories SET slug = slug').run(),
    ]) {
      const before = count.mock.calls.length;
      change();
      cachedFacets(db, 'a', count);
      expect(count).toHaveBeenCalledTimes(before + 1);
    }
  });

  it('a listing shows a product’s new brand at once', () => {
    const before = brandCounts();
    const [brand, products] = Object.entries(before)[0]!;
    const moved = (db.prepare('SELECT id FROM products WHERE brand = ? LIMIT 1').get(brand) as { id: number }).id;
    db.prepare("UPDATE products SET brand = 'Новий бренд' WHERE id = ?").run(moved);
    const after = brandCounts();
    expect(after['Новий бренд']).toBe(1);
    expect(after[brand] ?? 0).toBe(products - 1);
  });

  it('keeps each language’s labels apart', () => {
    const uk = listProducts(db, { category: FIXTURE.phones.slug }, 'uk').facets.map((facet) => facet.label);
    const ru = listProducts(db, { category: FIXTURE.phones.slug }, 'ru').facets.map((facet) => facet.label);
    expect(ru).not.toEqual(uk);
  });

  it('drops the least recently used list beyond its size, and keeps none at size 0', () => {
    setFacetCacheSize(db, 2);
    const count = vi.fn(() => []);
    for (const key of ['a', 'b', 'a', 'c']) cachedFacets(db, key, count);
    expect(count).toHaveBeenCalledTimes(3);
    cachedFacets(db, 'a', count);
    expect(count).toHaveBeenCalledTimes(3);
    cachedFacets(db, 'b', count);
    expect(count).toHaveBeenCalledTimes(4);

    setFacetCacheSize(db, 0);
    cachedFacets(db, 'b', count);
    cachedFacets(db, 'b', count);
    expect(count).toHaveBeenCalledTimes(6);
  });
});
