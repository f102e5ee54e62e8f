export interface BonusToShowInput {
  /** Bonus per unit (1 bonus = 1 UAH); the API may send null. */
  bonus: number | null | undefined;
  quantity: number;
  isAvailableToBuy: boolean;
}

/**
 * The bonus a product card shows (docs/catalogue.md#bonus-on-the-card): bonus × quantity, when the bonus is above 0 and the
 * product can be bought; otherwise null (show nothing).
 */
export function bonusToShow({ bonus, quantity, isAvailableToBuy }: BonusToShowInput): number | null {
  if (!isAvailableToBuy || typeof bonus !== 'number' || !(bonus > 0)) return null;
  const total = bonus * quantity;
  return Number.isFinite(total) && total > 0 ? total : null;
}
