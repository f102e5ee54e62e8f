import { toCardAnalytics, type ProductCard as Card } from '@vitrina/core';
import type { PageContext } from '../context/page-context';
import { productUrl } from '../data/categories';
import { widgetAttrs } from '../widget-attributes';
import { ProductImage } from './product-image';
import { ProductLabels } from './product-labels';
import { ProductBuyControls, ProductOffer } from './product-offer';

export interface ProductCardOptions {
  readonly onComparePage?: boolean;
  /** The compare list as this page knows it (the compare page's ids); the user's list otherwise. */
  readonly compareIds?: readonly number[];
}

/** A product card (docs/catalogue.md) with its product-actions island and its analytics; every list of products uses it. */
export function ProductCard({ card, ctx, options = {}, index }: { card: Card; ctx: PageContext; options?: ProductCardOptions; index: number }) {
  const { t } = ctx;
  const url = productUrl(card.slug);
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
      <ProductOffer card={card} ctx={ctx} />
      {card.main_characteristics.length > 0 && (
        <ul className="card-characteristics">
          {card.main_characteristics.map((item) => (
            <li key={item.normal}>{item.normal}</li>
          ))}
        </ul>
      )}
      <ProductBuyControls card={card} ctx={ctx} url={url} compareIds={options.compareIds ?? ctx.compares} onComparePage={options.onComparePage ?? false} />
    </article>
  );
}
