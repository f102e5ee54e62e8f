import { bonusToShow, type ProductCard } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';

export interface CardBonusProps {
  readonly product: Pick<ProductCard, 'bonus' | 'isAvailableToBuy'>;
  readonly quantity: number;
}

/** The bonus for the units chosen (docs/catalogue.md#bonus-on-the-card): bonus × quantity, when above 0 and the product can be bought. */
export function CardBonus({ product, quantity }: CardBonusProps) {
  const { t } = useMessages();
  const bonus = bonusToShow({ bonus: product.bonus, quantity, isAvailableToBuy: product.isAvailableToBuy });
  if (bonus === null) return null;
  return (
    <p className="vitrina-bonus" title={t('product.bonus_hint')}>
      {t('product.bonus', { count: bonus })}
    </p>
  );
}
