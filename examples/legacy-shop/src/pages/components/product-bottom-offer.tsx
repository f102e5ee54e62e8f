import { primaryButton, type ProductCard } from '@vitrina/core';
import { triggerAttrs } from '@vitrina/widgets/contract';
import type { PageContext } from '../context/page-context';
import { PAGE_URLS } from '../page-config';
import { ProductPrice } from './product-price';

/**
 * The offer again after the product's description and reviews (outside its <article>, whose
 * controls are the actions island's), as plain markup with declarative triggers (no
 * island): "buy" posts to the cart and "favourites" leads to the favourites page without script;
 * with it they add in place and toggle, and show their states through the attributes the widgets
 * write (`data-vitrina-in-cart`, `aria-pressed`, `aria-busy`), styled in product-page.css.
 */
export function ProductBottomOffer({ card, ctx }: { card: ProductCard; ctx: PageContext }) {
  const { t, lang } = ctx;
  if (primaryButton(card.buttons) !== 'buy') return null;
  const inCart = ctx.cart.productIds.includes(card.id);
  return (
    <section className="product-bottom-offer" aria-label={t('pages.triggers.bottom_offer')}>
      <p className="product-bottom-offer-title">{card.title}</p>
      <ProductPrice card={card} lang={lang} t={t} />
      <form className="inline-form" method="post" action={PAGE_URLS.cart}>
        <input type="hidden" name="product_id" value={String(card.id)} />
        {/* Both texts are there; the stylesheet shows the one that fits the state, so the name follows it. */}
        <button className="button button--primary trigger-buy" type="submit" {...triggerAttrs.addToCart(card.id)} {...(inCart ? { 'data-vitrina-in-cart': '' } : {})}>
          <span className="trigger-buy-out">{t('product.buy')}</span>
          <span className="trigger-buy-in">{t('product.in_cart')}</span>
        </button>
      </form>
      {/* Its pressed state is the widgets' to write: without them it only leads to the favourites page. */}
      <form className="inline-form" method="get" action={PAGE_URLS.favorites}>
        <button className="button button--secondary trigger-favorite" type="submit" {...triggerAttrs.toggle('favorites', card.id)}>
          {t('pages.card.favorites_fallback')}
        </button>
      </form>
    </section>
  );
}
