import { bonusToShow, formatPrice, showCreditBadges, type ProductCard } from '@vitrina/core';
import { AvailabilityStatus } from '../components/availability-status';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CreditBadge } from '../components/credit-badge';
import type { OrderSectionState } from '../components/order-form-state';
import { OrderTypes } from '../components/order-types';
import { ProductActions } from '../components/product-actions';
import { ProductGrid } from '../components/product-grid';
import { ProductImage } from '../components/product-image';
import { ProductLabels } from '../components/product-labels';
import { ProductPrice } from '../components/product-price';
import { formatRating } from '../components/rating-stars';
import { ReviewsLink } from '../components/reviews-link';
import { TextParagraphs } from '../components/text-paragraphs';
import type { PageContext } from '../context/page-context';
import { categoryUrl, productUrl } from '../data/categories';
import type { ProductDetails } from '../data/product-details';
import type { RelatedProducts } from '../data/related-products';
import type { MessageKey } from '../i18n/translator';
import { Document } from '../layout/document';
import { Icon } from '../layout/icons';
import { safeUrl } from '../safe-url';
import { widgetAttrs, type ListName } from '../widget-attributes';

function RelatedList({ ctx, list, title, cards }: { ctx: PageContext; list: ListName; title: MessageKey; cards: readonly ProductCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section className="section" aria-labelledby={`list-${list}`}>
      <h2 id={`list-${list}`} className="section-title">
        {ctx.t(title)}
      </h2>
      <ProductGrid cards={cards} ctx={ctx} list={list} variant="row" analytics={{ name: list }} />
    </section>
  );
}

export interface ProductPageProps {
  readonly ctx: PageContext;
  readonly product: ProductDetails;
  readonly related: RelatedProducts;
  /** The shopper's recently viewed products (the `viewed` cookie), this one left out. */
  readonly viewed: readonly ProductCard[];
  /** The order section's state: a refused post shown again, a pre-order or reminder done. */
  readonly order?: OrderSectionState;
}

export function ProductPage({ ctx, product, related, viewed, order }: ProductPageProps) {
  const { t, lang } = ctx;
  const { card } = product;
  const url = productUrl(card.slug);
  const bonus = bonusToShow({ bonus: card.bonus, quantity: 1, isAvailableToBuy: card.isAvailableToBuy });
  return (
    <Document ctx={ctx} page="product" title={card.title} category={product.categorySlug}>
      <Breadcrumbs items={[{ title: product.categoryTitle, href: categoryUrl(product.categorySlug) }, { title: card.title }]} t={t} />
      <article className="product" aria-labelledby="product-title">
        <div className="product-hero">
          <figure className="product-gallery" aria-label={t('pages.product.gallery')}>
            <ProductImage card={card} t={t} size={480} />
          </figure>
          <div className="product-summary">
            <ProductLabels card={card} t={t} />
            <h1 id="product-title" className="page-title">
              {card.title}
            </h1>
            <p className="product-meta">
              {card.brand && <span className="card-brand">{card.brand}</span>}
              <span>{t('pages.card.product_code', { id: card.id })}</span>
            </p>
            <ReviewsLink card={card} lang={lang} t={t} />
            <AvailabilityStatus card={card} t={t} />
            <ProductPrice card={card} lang={lang} t={t} />
            {bonus !== null && (
              <p className="card-bonus" title={t('product.bonus_hint')}>
                {t('product.bonus', { count: bonus })}
              </p>
            )}
            {showCreditBadges({ availableForCredit: card.isAvailableForCredit, corporate: ctx.corporate }) && <CreditBadge card={card} t={t} />}
            <ProductActions
              card={card}
              url={url}
              t={t}
              inCart={ctx.cart.productIds.includes(card.id)}
              inFavorites={ctx.favorites.includes(card.id)}
              compareIds={ctx.compares}
              corporate={ctx.corporate}
              onComparePage={false}
            />
            {ctx.canSeeDistributors && (
              <button className="link-button distributors-button" type="button" {...widgetAttrs('distributors', { productId: card.id, productTitle: card.title })}>
                {t('product.distributors')}
              </button>
            )}
            {product.gift && (
              <p className="product-gift">
                <Icon name="gift" size={20} />
                <a href={productUrl(product.gift.slug)}>{t('pages.product.gift_with', { title: product.gift.title })}</a>
              </p>
            )}
            {product.services.length > 0 && (
              <section className="product-services" aria-labelledby="services-title">
                <h2 id="services-title" className="subsection-title">
                  {t('product.services')}
                </h2>
                <ul>
                  {product.services.map((service) => (
                    // An island per service: its checkbox replaces the text (screens without script keep it).
                    <li
                      key={service.id}
                      {...widgetAttrs('product-services', {
                        productId: card.id,
                        toCart: card.buttons.to_cart === 1,
                        serviceId: service.id,
                        serviceTitle: service.title,
                        price: service.price,
                      })}
                    >
                      <span>{service.title}</span> <span className="service-price">{formatPrice(service.price, lang)}</span>
                    </li>
                  ))}
                </ul>
                <p className="hint">{t('pages.product.services_hint')}</p>
              </section>
            )}
          </div>
        </div>

        <OrderTypes ctx={ctx} card={card} url={url} state={order} />

        {product.characteristics.length > 0 && (
          <section id="characteristics" className="section" aria-labelledby="characteristics-title">
            <h2 id="characteristics-title" className="section-title">
              {t('product.characteristics')}
            </h2>
            <table className="characteristics">
              <tbody>
                {product.characteristics.map((item) => (
                  <tr key={item.name}>
                    <th scope="row">{item.name}</th>
                    <td>{item.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}

        {product.description.trim() !== '' && (
          <section className="section" aria-labelledby="description-title">
            <h2 id="description-title" className="section-title">
              {t('pages.product.description')}
            </h2>
            <div className="prose">
              <TextParagraphs text={product.description} />
            </div>
          </section>
        )}

        {card.awards.length > 0 && (
          <section className="section" aria-labelledby="awards-title">
            <h2 id="awards-title" className="section-title">
              {t('product.awards')}
            </h2>
            <ul className="awards">
              {card.awards.map((award) => (
                <li key={award.image}>
                  <img src={safeUrl(award.image, '')} alt="" width="64" height="64" loading="lazy" />
                  <span>{award.annotation}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section id="prodFeedback" className="section reviews" aria-labelledby="reviews-title">
          <h2 id="reviews-title" className="section-title">
            {t('pages.product.reviews')}
          </h2>
          {card.count_reviews > 0 ? (
            <p>
              {t('pages.product.reviews_summary', { rating: formatRating(card.rating, lang) })} · {t('product.reviews', { count: card.count_reviews })}
            </p>
          ) : (
            <p>{t('product.no_reviews')}</p>
          )}
        </section>
      </article>

      <RelatedList ctx={ctx} list="accessories" title="pages.product.accessories" cards={related.accessories} />
      <RelatedList ctx={ctx} list="similar" title="pages.product.similar" cards={related.similar} />
      <RelatedList ctx={ctx} list="viewed-by-others" title="pages.product.viewed_by_others" cards={related.viewedByOthers} />
      <RelatedList ctx={ctx} list="viewed" title="pages.product.viewed" cards={viewed} />
    </Document>
  );
}
