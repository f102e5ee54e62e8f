import type { ProductCard as Card, ListAnalytics } from '@vitrina/core';
import type { PageContext } from '../context/page-context';
import { widgetAttrs, type ListName } from '../widget-attributes';
import { ProductCard, type ProductCardOptions } from './product-card';

export interface ProductGridProps {
  readonly cards: readonly Card[];
  readonly ctx: PageContext;
  readonly options?: ProductCardOptions;
  /** A product page list, whose cards mount as they arrive (docs/catalogue.md). */
  readonly list?: ListName;
  readonly variant?: 'grid' | 'row';
  /** The list as analytics and the cart see it: its name, and on a catalogue page its page, filters and sorting. */
  readonly analytics: ListAnalytics;
}

/** Cards as a list; a `data-list` container on the product page's lists. */
export function ProductGrid({ cards, ctx, options, list, variant = 'grid', analytics }: ProductGridProps) {
  return (
    <ul
      className={`product-grid product-grid--${variant}`}
      {...(list ? widgetAttrs(null, { list }) : {})}
      {...widgetAttrs(null, { analyticsList: JSON.stringify(analytics) })}
    >
      {cards.map((card, index) => (
        <li key={card.id}>
          <ProductCard card={card} ctx={ctx} options={options} index={index} />
        </li>
      ))}
    </ul>
  );
}
