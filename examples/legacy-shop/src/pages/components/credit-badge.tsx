import type { ProductCard } from '@vitrina/core';
import type { Translate } from '../i18n/translator';
import { widgetAttrs } from '../widget-attributes';

/** The longest instalment term of a product's credit offers, or undefined without offers. */
function longestTerm(card: ProductCard): ProductCard['credit_items'][number] | undefined {
  return card.credit_items.reduce<ProductCard['credit_items'][number] | undefined>(
    (best, item) => (!best || item.months_count > best.months_count ? item : best),
    undefined,
  );
}

/**
 * The credit island: a badge with the longest instalment term. Without script it is plain text;
 * the widget makes it a button opening the credit popup, and hides it if the shopper turns out to
 * be corporate.
 */
export function CreditBadge({ card, t }: { card: ProductCard; t: Translate }) {
  const longest = longestTerm(card);
  return (
    <div className="credit-badge" {...widgetAttrs('credit-badge', { productId: card.id, creditMonths: longest?.months_count })}>
      <span className="badge badge--credit">{t('product.credit.badge')}</span>
      {longest && (
        <span className="credit-term" title={longest.description}>
          {t('product.credit.instalment')} · {t('credit.months', { count: longest.months_count })}
        </span>
      )}
    </div>
  );
}
