import { useMessages } from '../../i18n/use-messages';
import { DistributorsButton } from '../../islands/distributors-button/distributors-button';
import { ProductActions } from '../../islands/product-actions/product-actions';
import { AvailabilityStatus } from './availability-status';
import { CardBonus } from './card-bonus';
import { CardCredit } from './card-credit';
import { CardImage } from './card-image';
import { CardLabels } from './card-labels';
import { CardPrice } from './card-price';
import type { ProductCardProps } from './product-card-props';
import { productUrl } from './product-url';
import { ReviewsLink } from './reviews-link';

/**
 * A product card (docs/catalogue.md#product-card) for pages that render with React: the same parts and rules as the
 * shop's server-rendered card, following the SDK's state (role, cart, lists, distributors right).
 * Class names and custom properties: product-card.css, credit-badge.css, product-actions.css.
 */
export function ProductCard({ product, quantity = 1, href, onComparePage = false }: ProductCardProps) {
  const { t } = useMessages();
  const url = href ?? productUrl(product.slug);
  const units = Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 1;
  return (
    <article className="vitrina-card">
      <CardImage product={product} href={url} />
      <CardLabels product={product} />
      <h3 className="vitrina-card__title">
        <a href={url}>{product.title}</a>
      </h3>
      {product.brand && <p className="vitrina-card__brand">{product.brand}</p>}
      <ReviewsLink product={product} href={url} />
      <AvailabilityStatus statuses={product.statuses} />
      <CardPrice product={product} />
      <CardBonus product={product} quantity={units} />
      <CardCredit product={product} />
      {product.main_characteristics.length > 0 && (
        <ul className="vitrina-card__characteristics">
          {product.main_characteristics.map((item, index) => (
            <li key={index}>{item.normal}</li>
          ))}
        </ul>
      )}
      <ProductActions
        productId={product.id}
        toCart={product.buttons.to_cart === 1}
        preOrder={product.buttons.preorder === 1}
        notify={product.buttons.notify_about_availability === 1}
        inCart={false}
        favorites={false}
        compare={false}
        oneClick={!onComparePage}
        tooltipActive={t('product.favorites.active')}
        tooltipInactive={t('product.favorites.inactive')}
      />
      <DistributorsButton productId={product.id} productTitle={product.title} />
    </article>
  );
}
