import { describe, expect, it } from 'vitest';
import { bonusToShow } from './bonus';

describe('bonusToShow', () => {
  it('is bonus × quantity for a product that can be bought', () => {
    expect(bonusToShow({ bonus: 125, quantity: 1, isAvailableToBuy: true })).toBe(125);
    expect(bonusToShow({ bonus: 125, quantity: 3, isAvailableToBuy: true })).toBe(375);
  });

  it('is null when the product cannot be bought', () => {
    expect(bonusToShow({ bonus: 125, quantity: 1, isAvailableToBuy: false })).toBeNull();
  });

  it('is null without a positive bonus or quantity', () => {
    expect(bonusToShow({ bonus: 0, quantity: 2, isAvailableToBuy: true })).toBeNull();
    expect(bonusToShow({ bonus: -5, quantity: 2, isAvailableToBuy: true })).toBeNull();
    expect(bonusToShow({ bonus: null, quantity: 2, isAvailableToBuy: true })).toBeNull();
    expect(bonusToShow({ bonus: undefined, quantity: 2, isAvailableToBuy: true })).toBeNull();
    expect(bonusToShow({ bonus: Number.NaN, quantity: 2, isAvailableToBuy: true })).toBeNull();
    expect(bonusToShow({ bonus: 50, quantity: 0, isAvailableToBuy: true })).toBeNull();
  });
});
