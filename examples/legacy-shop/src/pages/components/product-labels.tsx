import { readableTextColor, type ProductCard } from '@vitrina/core';
import type { Translate } from '../i18n/translator';
import { safeColor } from '../safe-url';
import { discountPercent } from './product-price';

/** Coloured labels, the B2B label of corporate products, the discount and the gift marker. */
export function ProductLabels({ card, t }: { card: ProductCard; t: Translate }) {
  const percent = discountPercent(card);
  if (card.labels.length === 0 && !card.is_corporate && percent === 0 && !card.is_promotion_enabled) return null;
  return (
    <ul className="labels">
      {card.labels.map((label) => {
        const color = safeColor(label.color);
        return (
          <li
            key={label.id}
            className="label"
            style={color ? `--label-color:${color};--label-text:${readableTextColor(color)}` : undefined}
          >
            {label.title}
          </li>
        );
      })}
      {card.is_corporate && (
        <li className="label label--b2b" title={t('product.b2b_hint')}>
          {t('product.b2b')}
        </li>
      )}
      {percent > 0 && (
        <li className="label label--discount">
          <span aria-hidden="true">−{percent}%</span>
          <span className="visually-hidden">{t('pages.card.discount', { percent })}</span>
        </li>
      )}
      {card.is_promotion_enabled && <li className="label label--gift">{t('product.tags.plusGift')}</li>}
    </ul>
  );
}
