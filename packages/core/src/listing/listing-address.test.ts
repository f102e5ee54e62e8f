import { describe, expect, it } from 'vitest';
import { formListingAddress, isListingAddress, listingKey } from './listing-address';

const HERE = 'https://shop.test/category/phones';

describe('formListingAddress', () => {
  it('builds the address a GET form goes to, without empty fields and back on the first page', () => {
    const fields: [string, unknown][] = [
      ['brand', 'Apple'],
      ['brand', 'Samsung'],
      ['price_min', ''],
      ['price_max', '30000'],
      ['f.Колір', 'Чорний'],
      ['page', '3'],
      ['sort', 'price_asc'],
    ];
    const address = new URL(formListingAddress(`${HERE}?page=3#filters`, fields));
    expect(address.pathname).toBe('/category/phones');
    expect([...address.searchParams]).toEqual([
      ['brand', 'Apple'],
      ['brand', 'Samsung'],
      ['price_max', '30000'],
      ['f.Колір', 'Чорний'],
      ['sort', 'price_asc'],
    ]);
    expect(address.hash).toBe('');
  });

  it('leaves out what is not text (a file field)', () => {
    expect(formListingAddress(HERE, [['upload', new Blob(['x'])]])).toBe(HERE);
  });
});

describe('isListingAddress', () => {
  it('is another state of the listing only on the same origin and path', () => {
    expect(isListingAddress('?sort=new', HERE)).toBe(true);
    expect(isListingAddress('/category/phones?page=2', HERE)).toBe(true);
    expect(isListingAddress('/category/tvs?page=2', HERE)).toBe(false);
    expect(isListingAddress('https://elsewhere.test/category/phones', HERE)).toBe(false);
    expect(isListingAddress('http://[bad', HERE)).toBe(false);
  });
});

describe('listingKey', () => {
  it('is the address with its parameters in order and no fragment', () => {
    expect(listingKey(`${HERE}?sort=new&brand=Apple#x`)).toBe(`${HERE}?brand=Apple&sort=new`);
  });
});
