import type { ProductCard } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';
import { discountPercent } from './discount-percent';
import { labelColor, readableTextColor } from '@vitrina/core';

/** Coloured labels, the B2B label of corporate products, the discount and the gift marker. */
export function CardLabels({ product }: { product: ProductCard }) {
  const { t } = useMessages();
  const percent = discountPercent(product);
  if (product.labels.length === 0 && !product.is_corporate && percent === 0 && !product.is_promotion_enabled) return null;
  return (
    <ul className="vitrina-labels">
      {product.labels.map((label) => {
        const color = labelColor(label.color);
        return (
          <li key={label.id} className="vitrina-label" style={color ? { backgroundColor: color, color: readableTextColor(color) } : undefined}>
            {label.title}
          </li>
        );
      })}
      {product.is_corporate && (
        <li className="vitrina-label vitrina-label--b2b" title={t('product.b2b_hint')}>
          {t('product.b2b')}
        </li>
      )}
      {percent > 0 && (
        <li className="vitrina-label vitrina-label--discount">
          <span className="vitrina-visually-hidden">{t('product.tags.discount')} </span>−{percent}%
        </li>
      )}
      {product.is_promotion_enabled && <li className="vitrina-label vitrina-label--gift">{t('product.tags.plusGift')}</li>}
    </ul>
  );
}
