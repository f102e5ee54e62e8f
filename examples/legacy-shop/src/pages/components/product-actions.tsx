import { primaryButton, showOneClick, type ProductCard } from '@vitrina/core';
import type { Translate } from '../i18n/translator';
import { Icon } from '../layout/icons';
import { PAGE_URLS } from '../page-config';
import { widgetAttrs } from '../widget-attributes';

export interface ProductActionsProps {
  readonly card: ProductCard;
  readonly url: string;
  readonly t: Translate;
  readonly inCart: boolean;
  readonly inFavorites: boolean;
  /** The compare list the fallback link adds this product to (or removes it from). */
  readonly compareIds: readonly number[];
  readonly corporate: boolean;
  readonly onComparePage: boolean;
}

export function compareHref(ids: readonly number[]): string {
  return ids.length > 0 ? `${PAGE_URLS.compare}?ids=${ids.join(',')}` : PAGE_URLS.compare;
}

/**
 * The product-actions island with working fallback controls inside: one of buy / pre-order /
 * remind-me, the one-click link, and the favourites and compare toggles as links.
 */
export function ProductActions({ card, url, t, inCart, inFavorites, compareIds, corporate, onComparePage }: ProductActionsProps) {
  const primary = primaryButton(card.buttons);
  const oneClick = primary === 'buy' && showOneClick({ buttons: card.buttons, corporate, onComparePage });
  const inCompare = compareIds.includes(card.id);
  const nextCompare = inCompare ? compareIds.filter((id) => id !== card.id) : [...compareIds, card.id];
  // Without the widgets the heart can only lead to the favourites page, so it says so.
  const favoritesLabel = t('pages.card.favorites_fallback');
  const compareLabel = inCompare ? t('product.compare.active') : t('product.compare.inactive');
  return (
    <div
      className="product-actions"
      {...widgetAttrs('product-actions', {
        productId: card.id,
        toCart: card.buttons.to_cart,
        inCart,
        favorites: inFavorites,
        compare: inCompare,
        preOrder: card.buttons.preorder,
        notify: card.buttons.notify_about_availability,
        oneClick,
        tooltipActive: t('product.favorites.active'),
        tooltipInactive: t('product.favorites.inactive'),
      })}
    >
      <div className="product-actions-main">
        {primary === 'buy' &&
          (inCart ? (
            <a className="button button--done" href={PAGE_URLS.cart}>
              {t('product.in_cart')}
            </a>
          ) : (
            <form className="inline-form" method="post" action={PAGE_URLS.cart}>
              <input type="hidden" name="product_id" value={String(card.id)} />
              <button className="button button--primary" type="submit">
                <Icon name="cart" size={20} />
                {t('product.buy')}
              </button>
            </form>
          ))}
        {primary === 'preorder' && (
          <a className="button button--primary" href={`${url}#order`}>
            {t('product.preorder')}
          </a>
        )}
        {primary === 'notify' && (
          <a className="button button--secondary" href={`${url}#order`}>
            {t('product.remind_me')}
          </a>
        )}
        <a className={inFavorites ? 'icon-toggle is-active' : 'icon-toggle'} href={PAGE_URLS.favorites} title={favoritesLabel} aria-label={favoritesLabel}>
          <Icon name="heart" size={20} />
        </a>
        <a className={inCompare ? 'icon-toggle is-active' : 'icon-toggle'} href={compareHref(nextCompare)} title={compareLabel} aria-label={compareLabel}>
          <Icon name="compare" size={20} />
        </a>
      </div>
      {oneClick && (
        <a className="one-click-link" href={`${url}#order-fast`}>
          {t('product.one_click')}
        </a>
      )}
    </div>
  );
}
