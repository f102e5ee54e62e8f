import { describe, expect, it } from 'vitest';
import { availability, primaryButton, showOneClick } from './product-rules';

describe('availability', () => {
  it('in waiting beats everything', () => {
    expect(availability({ in_waiting: 1, is_ends: 1, in_stock: 1, not_available: 1 })).toBe('in_waiting');
  });

  it('ends beats in stock', () => expect(availability({ is_ends: 1, in_stock: 1, not_available: 1 })).toBe('is_ends'));

  it('in stock beats not available', () => expect(availability({ in_stock: 1, not_available: 1 })).toBe('in_stock'));

  it('not available when only that is set, or nothing is', () => {
    expect(availability({ not_available: 1 })).toBe('not_available');
    expect(availability({ in_waiting: 0, is_ends: 0, in_stock: 0, not_available: 0 })).toBe('not_available');
    expect(availability({})).toBe('not_available');
    expect(availability(null)).toBe('not_available');
  });

  it('accepts booleans as flags', () => {
    expect(availability({ in_stock: true, is_ends: false })).toBe('in_stock');
  });
});

describe('primaryButton', () => {
  it.each([
    [{ to_cart: 1 }, 'buy'],
    [{ preorder: 1 }, 'preorder'],
    [{ notify_about_availability: 1 }, 'notify'],
    [{ to_cart: 1, preorder: 1, notify_about_availability: 1 }, 'preorder'],
    [{ to_cart: 1, notify_about_availability: 1 }, 'buy'],
    [{ to_cart: 0, preorder: 0, notify_about_availability: 0 }, null],
    [null, null],
  ] as const)('%j → %s', (buttons, expected) => expect(primaryButton(buttons)).toBe(expected));
});

describe('showOneClick', () => {
  const base = { buttons: { to_cart: 1 as const }, corporate: false, onComparePage: false };

  it('shows for a buyable product to a regular user', () => expect(showOneClick(base)).toBe(true));

  it('hides while pre-order is active', () =>
    expect(showOneClick({ ...base, buttons: { to_cart: 1, preorder: 1 } })).toBe(false));

  it('hides while remind-me is active', () =>
    expect(showOneClick({ ...base, buttons: { notify_about_availability: 1 } })).toBe(false));

  it('hides on the compare page', () => expect(showOneClick({ ...base, onComparePage: true })).toBe(false));

  it('hides for corporate users', () => expect(showOneClick({ ...base, corporate: true })).toBe(false));
});
