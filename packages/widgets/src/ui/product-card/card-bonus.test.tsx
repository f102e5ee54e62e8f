import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardBonus } from './card-bonus';
import { renderWith, testVitrina } from '../../testing/card-test-kit';

const vitrinas = { uk: testVitrina(), ru: testVitrina({ lang: 'ru' }) };
afterEach(() => Object.values(vitrinas).forEach((vitrina) => vitrina.destroy()));

describe('CardBonus', () => {
  it('shows the bonus of one unit, with what a bonus is worth as its hint', () => {
    renderWith(vitrinas.uk, <CardBonus product={{ bonus: 170, isAvailableToBuy: true }} quantity={1} />);
    const bonus = screen.getByText('+170 бонусів');
    expect(bonus.getAttribute('title')).toBe('Бонуси, що нараховуються за покупку. 1 бонус = 1 грн');
  });

  it('multiplies the bonus by the quantity', () => {
    renderWith(vitrinas.uk, <CardBonus product={{ bonus: 22, isAvailableToBuy: true }} quantity={3} />);
    expect(screen.getByText('+66 бонусів')).toBeTruthy();
  });

  it('speaks Russian on a Russian page', () => {
    renderWith(vitrinas.ru, <CardBonus product={{ bonus: 1, isAvailableToBuy: true }} quantity={3} />);
    expect(screen.getByText('+3 бонуса')).toBeTruthy();
  });

  it.each([
    ['the bonus is 0', { bonus: 0, isAvailableToBuy: true }],
    ['the product cannot be bought', { bonus: 170, isAvailableToBuy: false }],
  ])('shows nothing when %s', (_, product) => {
    const { container } = renderWith(vitrinas.uk, <CardBonus product={product} quantity={3} />);
    expect(container.childElementCount).toBe(0);
  });
});
