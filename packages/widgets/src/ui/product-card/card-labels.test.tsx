import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardLabels } from './card-labels';
import { labelColor, readableTextColor } from '@vitrina/core';
import { sampleCard } from '../../testing/sample-card';
import { renderWith, testVitrina } from '../../testing/card-test-kit';

const vitrina = testVitrina();
afterEach(() => vitrina.destroy());

const labelTexts = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('CardLabels', () => {
  it('shows a coloured label with the text colour that reads on it', () => {
    renderWith(
      vitrina,
      <CardLabels
        product={sampleCard({
          labels: [
            { id: 1, title: 'Хіт продажу', color: '#ffd200' },
            { id: 2, title: 'Новинка', color: '#123' },
          ],
        })}
      />,
    );
    const light = screen.getByText('Хіт продажу');
    expect(light.style.backgroundColor).toMatch(/#ffd200|rgb\(255, 210, 0\)/);
    expect(light.style.color).toMatch(/#000|rgb\(0, 0, 0\)/);
    const dark = screen.getByText('Новинка');
    expect(dark.style.backgroundColor).toMatch(/#112233|rgb\(17, 34, 51\)/);
    expect(dark.style.color).toMatch(/#fff|rgb\(255, 255, 255\)/);
  });

  it('leaves a colour that is not a plain hex colour out of the style', () => {
    renderWith(vitrina, <CardLabels product={sampleCard({ labels: [{ id: 1, title: 'Акція', color: 'red;background:url(//evil.example/x)' }] })} />);
    expect(screen.getByText('Акція').getAttribute('style')).toBeNull();
  });

  it('marks a corporate product B2B, and only a corporate one', () => {
    const { unmount } = renderWith(vitrina, <CardLabels product={sampleCard({ is_corporate: true })} />);
    expect(screen.getByText('B2B').getAttribute('title')).toBe('Товар для корпоративних клієнтів');
    unmount();
    renderWith(vitrina, <CardLabels product={sampleCard({ is_corporate: false })} />);
    expect(screen.queryByText('B2B')).toBeNull();
  });

  it('shows the discount in whole percent, read out as a discount', () => {
    renderWith(vitrina, <CardLabels product={sampleCard({ price: 20000, price_with_discount: 15000 })} />);
    const discount = screen.getByText((_, element) => element?.classList.contains('vitrina-label--discount') ?? false);
    expect(discount.textContent).toBe('Знижка −25%');
    expect(within(discount).getByText('Знижка').className).toBe('vitrina-visually-hidden');
  });

  it.each([
    ['no lower price', null],
    ['a "discount" not below the price', 20000],
  ])('has no discount label with %s', (_, lower) => {
    renderWith(vitrina, <CardLabels product={sampleCard({ price: 20000, price_with_discount: lower })} />);
    expect(labelTexts().some((text) => text?.includes('%'))).toBe(false);
  });

  it('shows the gift marker when the product comes with a gift', () => {
    const { unmount } = renderWith(vitrina, <CardLabels product={sampleCard({ is_promotion_enabled: true })} />);
    expect(labelTexts()).toContain('+ Подарунок');
    unmount();
    renderWith(vitrina, <CardLabels product={sampleCard({ is_promotion_enabled: false })} />);
    expect(labelTexts()).not.toContain('+ Подарунок');
  });

  it('renders nothing without any label', () => {
    const { container } = renderWith(
      vitrina,
      <CardLabels product={sampleCard({ labels: [], is_corporate: false, price_with_discount: null, is_promotion_enabled: false })} />,
    );
    expect(container.childElementCount).toBe(0);
  });
});

describe('label colours', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(labelColor('#ABC')).toBe('#aabbcc');
    expect(labelColor(' #00ff00 ')).toBe('#00ff00');
    expect(labelColor('red')).toBeUndefined();
    expect(labelColor('#12345')).toBeUndefined();
    expect(labelColor(42)).toBeUndefined();
  });

  it('picks black on light and white on dark backgrounds', () => {
    expect(readableTextColor('#ffffff')).toBe('#000');
    expect(readableTextColor('#000000')).toBe('#fff');
    expect(readableTextColor('#b3261e')).toBe('#fff');
  });
});
