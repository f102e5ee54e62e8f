import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardPrice } from './card-price';
import { sampleCard } from '../../testing/sample-card';
import { renderWith, testVitrina } from '../../testing/card-test-kit';

const vitrina = testVitrina();
afterEach(() => vitrina.destroy());

describe('CardPrice', () => {
  it('shows the lower price and strikes the old one through', () => {
    const { container } = renderWith(vitrina, <CardPrice product={sampleCard({ price: 18999, price_with_discount: 16999 })} />);
    expect(container.querySelector('.vitrina-price__current')?.textContent).toBe('Ціна: 16 999 грн');
    expect(container.querySelector('.vitrina-price__old s')?.textContent).toBe('18 999 грн');
    expect(screen.getByText('Стара ціна:', { exact: false })).toBeTruthy();
  });

  it('shows the one price without a discount', () => {
    const { container } = renderWith(vitrina, <CardPrice product={sampleCard({ price: 1499, price_with_discount: null })} />);
    expect(container.querySelector('.vitrina-price__current')?.textContent).toBe('Ціна: 1 499 грн');
    expect(container.querySelector('.vitrina-price__old')).toBeNull();
  });
});
