import { bonusToShow, showCreditBadges, type ProductCard } from '@vitrina/core';
import type { PageContext } from '../context/page-context';
import { widgetAttrs } from '../widget-attributes';
import { AvailabilityStatus } from './availability-status';
import { CreditBadge } from './credit-badge';
import { ProductActions } from './product-actions';
import { ReviewsLink } from './reviews-link';
import { ProductPrice } from './product-price';

/** What a product offers, on its card and on its page: reviews, availability, price, bonus and credit. */
export function ProductOffer({ card, ctx }: { card: ProductCard; ctx: PageContext }) {
  const { t, lang } = ctx;
  const bonus = bonusToShow({ bonus: card.bonus, quantity: 1, isAvailableToBuy: card.isAvailableToBuy });
  return (
    <>
      <ReviewsLink card={card} lang={lang} t={t} />
      <AvailabilityStatus card={card} t={t} />
      <ProductPrice card={card} lang={lang} t={t} />
      {bonus !== null && (
        <p className="card-bonus" title={t('product.bonus_hint')}>
          {t('product.bonus', { count: bonus })}
        </p>
      )}
      {showCreditBadges({ availableForCredit: card.isAvailableForCredit, corporate: ctx.corporate }) && <CreditBadge card={card} t={t} />}
    </>
  );
}

export interface ProductBuyControlsProps {
  readonly card: ProductCard;
  readonly ctx: PageContext;
  readonly url: string;
  /** The compare list as this page knows it. */
  readonly compareIds: readonly number[];
  readonly onComparePage: boolean;
}

/** A product's actions island and, for those who may see them, the distributors button. */
export function ProductBuyControls({ card, ctx, url, compareIds, onComparePage }: ProductBuyControlsProps) {
  const { t } = ctx;
  return (
    <>
      <ProductActions
        card={card}
        url={url}
        t={t}
        inCart={ctx.cart.productIds.includes(card.id)}
        inFavorites={ctx.favorites.includes(card.id)}
        compareIds={compareIds}
        corporate={ctx.corporate}
        onComparePage={onComparePage}
      />
      {ctx.canSeeDistributors && (
        <button className="link-button distributors-button" type="button" {...widgetAttrs('distributors', { productId: card.id, productTitle: card.title })}>
          {t('product.distributors')}
        </button>
      )}
    </>
  );
}
