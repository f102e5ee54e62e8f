import { bonusToShow, showCreditBadges, toCardAnalytics, type ProductCard as Card } from '@vitrina/core';
import type { PageContext } from '../context/page-context';
import { productUrl } from '../data/categories';
import { widgetAttrs } from '../widget-attributes';
import { AvailabilityStatus } from './availability-status';
import { CreditBadge } from './credit-badge';
import { ProductActions } from './product-actions';
import { ProductLabels } from './product-labels';
import { ProductPrice } from './product-price';
import { ProductImage } from './product-image';
import { ReviewsLink } from './reviews-link';

export interface ProductCardOptions {
  readonly onComparePage?: boolean;
  /** The compare list as this page knows it (the compare page's ids); the user's list otherwise. */
  readonly compareIds?: readonly number[];
}

/** A product card (spec §3) with its product-actions island and its analytics; every list of products uses it. */
export function ProductCard({ card, ctx, options = {}, index }: { card: Card; ctx: PageContext; options?: ProductCardOptions; index: number }) {
  const { t, lang } = ctx;
  const url = productUrl(card.slug);
  const bonus = bonusToShow({ bonus: card.bonus, quantity: 1, isAvailableToBuy: card.isAvailableToBuy });
  return (
    <article className="product-card" {...widgetAttrs(null, { analyticsItem: JSON.stringify(toCardAnalytics(card, index)) })}>
      <a className="card-image" href={url} tabIndex={-1} aria-hidden="true" {...widgetAttrs(null, { selectItem: '' })}>
        <ProductImage card={card} t={t} size={220} />
      </a>
      <ProductLabels card={card} t={t} />
      <h3 className="card-title">
        <a href={url} {...widgetAttrs(null, { selectItem: '' })}>
          {card.title}
        </a>
      </h3>
      {card.brand && <p className="card-brand">{card.brand}</p>}
      <ReviewsLink card={card} lang={lang} t={t} />
      <AvailabilityStatus card={card} t={t} />
      <ProductPrice card={card} lang={lang} t={t} />
      {bonus !== null && (
        <p className="card-bonus" title={t('product.bonus_hint')}>
          {t('product.bonus', { count: bonus })}
        </p>
      )}
      {showCreditBadges({ availableForCredit: card.isAvailableForCredit, corporate: ctx.corporate }) && <CreditBadge card={card} t={t} />}
      {card.main_characteristics.length > 0 && (
        <ul className="card-characteristics">
          {card.main_characteristics.map((item) => (
            <li key={item.normal}>{item.normal}</li>
          ))}
        </ul>
      )}
      <ProductActions
        card={card}
        url={url}
        t={t}
        inCart={ctx.cart.productIds.includes(card.id)}
        inFavorites={ctx.favorites.includes(card.id)}
        compareIds={options.compareIds ?? ctx.compares}
        corporate={ctx.corporate}
        onComparePage={options.onComparePage ?? false}
      />
      {ctx.canSeeDistributors && (
        <button className="link-button distributors-button" type="button" {...widgetAttrs('distributors', { productId: card.id, productTitle: card.title })}>
          {t('product.distributors')}
        </button>
      )}
    </article>
  );
}
