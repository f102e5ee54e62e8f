import { screen } from '@testing-library/react';
import type { ProductCard } from '@vitrina/core';
import { afterEach, describe, expect, it } from 'vitest';
import { AvailabilityStatus } from './availability-status';
import { renderWith, testVitrina } from '../../testing/card-test-kit';

const vitrina = testVitrina();
afterEach(() => vitrina.destroy());

const statuses = (set: Partial<ProductCard['statuses']>): ProductCard['statuses'] => ({
  in_waiting: 0,
  in_stock: 0,
  is_ends: 0,
  not_available: 0,
  ...set,
});

describe('AvailabilityStatus', () => {
  it.each([
    ['in waiting over everything', { in_waiting: 1, is_ends: 1, in_stock: 1, not_available: 1 }, 'Очікується'],
    ['ends over in stock', { is_ends: 1, in_stock: 1, not_available: 1 }, 'Закінчується'],
    ['in stock over not available', { in_stock: 1, not_available: 1 }, 'Є в наявності'],
    ['not available', { not_available: 1 }, 'Немає в наявності'],
    ['not available when no status is set', {}, 'Немає в наявності'],
  ] as const)('shows %s', (_, set, text) => {
    renderWith(vitrina, <AvailabilityStatus statuses={statuses(set)} />);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
