import { describe, expect, it } from 'vitest';
import { FILTER_VALUE_SEPARATOR, SORT_LABEL_KEYS, filterLabels, joinFilterValues } from './sort-filter';

describe('sort label keys', () => {
  it('are the shop’s translation keys', () => {
    expect(SORT_LABEL_KEYS).toEqual({ price: 'load_more.sorting.price', label: 'load_more.sorting.label' });
  });
});

describe('joinFilterValues', () => {
  it("joins with '|'", () => {
    expect(FILTER_VALUE_SEPARATOR).toBe('|');
    expect(joinFilterValues(['Apple', 'Samsung', 128])).toBe('Apple|Samsung|128');
  });

  it('keeps a single value as is and gives nothing for none', () => {
    expect(joinFilterValues(['Apple'])).toBe('Apple');
    expect(joinFilterValues([])).toBe('');
  });

  it('trims values and leaves blank ones out', () => {
    expect(joinFilterValues([' Apple ', '', '  ', 'Xiaomi'])).toBe('Apple|Xiaomi');
  });
});

describe('filterLabels', () => {
  it('maps each filter with a selection to its label, in order', () => {
    const labels = filterLabels({ brand: ['Apple', 'Samsung'], color: [], memory: [128, 256] });
    expect(labels).toEqual({ brand: 'Apple|Samsung', memory: '128|256' });
    expect(Object.keys(labels)).toEqual(['brand', 'memory']);
  });
});
