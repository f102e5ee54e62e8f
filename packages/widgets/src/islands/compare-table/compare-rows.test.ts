import type { CompareProduct } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { sampleCard } from '../../testing/sample-card';
import { compareRows } from './compare-rows';

const product = (id: number, characteristics: CompareProduct['characteristics']): CompareProduct => ({ ...sampleCard({ id }), characteristics });

describe('compareRows', () => {
  it('lines up every characteristic in the order first met, with each product’s value or null', () => {
    const rows = compareRows([
      product(1, [
        { title: 'Screen', value: '6.1"' },
        { title: 'Memory', value: '128 GB' },
      ]),
      product(2, [
        { title: 'Memory', value: '128 GB' },
        { title: 'NFC', value: 'yes' },
      ]),
    ]);
    expect(rows).toEqual([
      { title: 'Screen', values: ['6.1"', null], differs: true },
      { title: 'Memory', values: ['128 GB', '128 GB'], differs: false },
      { title: 'NFC', values: [null, 'yes'], differs: true },
    ]);
  });

  it('gives no rows for products without characteristics, and none for no products', () => {
    expect(compareRows([product(1, []), product(2, [])])).toEqual([]);
    expect(compareRows([])).toEqual([]);
  });

  it('keeps a product’s first value of a characteristic it lists twice', () => {
    expect(compareRows([product(1, [{ title: 'Colour', value: 'red' }, { title: 'Colour', value: 'blue' }])])).toEqual([
      { title: 'Colour', values: ['red'], differs: false },
    ]);
  });
});
