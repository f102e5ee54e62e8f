import type { ProductCard } from '@vitrina/core';
import type { Translate } from '../i18n/translator';
import { widgetAttrs } from '../widget-attributes';

/** The credit island: a badge with the longest instalment term; the widget opens the credit popup. */
export function CreditBadge({ card, t }: { card: ProductCard; t: Translate }) {
  const longest = card.credit_items.reduce<ProductCard['credit_items'][number] | undefined>(
    (best, item) => (!best || item.months_count > best.months_count ? item : best),
    undefined,
  );
  return (
    <div className="credit-badge" {...widgetAttrs('credit-badge', { productId: card.id })}>
      <span className="badge badge--credit">{t('product.credit.badge')}</span>
      {longest && (
        <span className="credit-term" title={longest.description}>
          {t('product.credit.instalment')} · {t('credit.months', { count: longest.months_count })}
        </span>
      )}
    </div>
  );
}
