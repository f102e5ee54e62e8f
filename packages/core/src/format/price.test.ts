import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [0, '0 грн'],
    [999, '999 грн'],
    [1000, '1 000 грн'],
    [12499, '12 499 грн'],
    [1234567, '1 234 567 грн'],
    [-1500, '-1 500 грн'],
  ])('formats %d as %s in both languages', (amount, expected) => {
    expect(formatPrice(amount, 'uk')).toBe(expected);
    expect(formatPrice(amount, 'ru')).toBe(expected);
  });

  it('rounds to whole hryvnias, half away from zero', () => {
    expect(formatPrice(12499.5, 'uk')).toBe('12 500 грн');
    expect(formatPrice(12499.49, 'ru')).toBe('12 499 грн');
    expect(formatPrice(0.4, 'uk')).toBe('0 грн');
    expect(formatPrice(-0.4, 'uk')).toBe('0 грн');
    expect(formatPrice(-1234.5, 'ru')).toBe('-1 235 грн');
  });

  it('separates thousands with a plain space, never a no-break one', () => {
    const text = formatPrice(9_876_543, 'uk');
    expect(text).toBe('9 876 543 грн');
    expect(text).not.toMatch(/[\u00a0\u202f]/);
  });

  it('defaults to Ukrainian and gives an empty string for a value that is not a number', () => {
    expect(formatPrice(2500)).toBe('2 500 грн');
    expect(formatPrice(Number.NaN, 'uk')).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'ru')).toBe('');
    expect(formatPrice('12' as unknown as number, 'uk')).toBe('');
  });
});
