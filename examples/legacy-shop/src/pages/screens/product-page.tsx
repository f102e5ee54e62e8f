import { formatPrice, type ProductCard } from '@vitrina/core';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CreditTerms, CreditTermsLink } from '../components/credit-terms';
import { ProductBottomOffer } from '../components/product-bottom-offer';
import type { OrderSectionState } from '../components/order-form-state';
import { OrderTypes } from '../components/order-types';
import { PageSection } from '../components/page-section';
import { ProductGrid } from '../components/product-grid';
import { ProductImage } from '../components/product-image';
import { ProductLabels } from '../components/product-labels';
import { ProductBuyControls, ProductOffer } from '../components/product-offer';
import { formatRating } from '../components/rating-stars';
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
            <ProductOffer card={card} ctx={ctx} />
            <CreditTermsLink card={card} ctx={ctx} />
            <ProductBuyControls card={card} ctx={ctx} url={url} compareIds={ctx.compares} onComparePage={false} />
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
          <PageSection id="characteristics" titleId="characteristics-title" title={t('product.characteristics')}>
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
          </PageSection>
        )}

        {product.description.trim() !== '' && (
          <PageSection titleId="description-title" title={t('pages.product.description')}>
            <div className="prose">
              <TextParagraphs text={product.description} />
            </div>
          </PageSection>
        )}

        {card.awards.length > 0 && (
          <PageSection titleId="awards-title" title={t('product.awards')}>
            <ul className="awards">
              {card.awards.map((award) => (
                <li key={award.image}>
                  <img src={safeUrl(award.image, '')} alt="" width="64" height="64" loading="lazy" />
                  <span>{award.annotation}</span>
                </li>
              ))}
            </ul>
          </PageSection>
        )}

        <CreditTerms card={card} ctx={ctx} />

        <PageSection id="prodFeedback" className="reviews" titleId="reviews-title" title={t('pages.product.reviews')}>
          {card.count_reviews > 0 ? (
            <p>
              {t('pages.product.reviews_summary', { rating: formatRating(card.rating, lang) })} · {t('product.reviews', { count: card.count_reviews })}
            </p>
          ) : (
            <p>{t('product.no_reviews')}</p>
          )}
        </PageSection>
      </article>

      <ProductBottomOffer card={card} ctx={ctx} />

      <RelatedList ctx={ctx} list="accessories" title="pages.product.accessories" cards={related.accessories} />
      <RelatedList ctx={ctx} list="similar" title="pages.product.similar" cards={related.similar} />
      <RelatedList ctx={ctx} list="viewed-by-others" title="pages.product.viewed_by_others" cards={related.viewedByOthers} />
      <RelatedList ctx={ctx} list="viewed" title="pages.product.viewed" cards={viewed} />
    </Document>
  );
}
