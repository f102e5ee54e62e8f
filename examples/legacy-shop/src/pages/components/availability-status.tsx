import { availability, type ProductCard } from '@vitrina/core';
import type { Translate } from '../i18n/translator';

/** The one availability to show, by priority (docs/catalogue.md#availability): in waiting, ends, in stock, not available. */
export function AvailabilityStatus({ card, t }: { card: ProductCard; t: Translate }) {
  const status = availability(card.statuses);
  return <p className={`availability availability--${status}`}>{t(`product.availability.${status}`)}</p>;
}
