import { formatPrice, type ProductCard } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';
import { discountPercent } from './discount-percent';

/** The price, and with a discount the old price struck through. */
export function CardPrice({ product }: { product: ProductCard }) {
  const { t, lang } = useMessages();
  const lower = discountPercent(product) > 0 ? product.price_with_discount : null;
  return (
    <div className="vitrina-price">
      <p className={lower === null ? 'vitrina-price__current' : 'vitrina-price__current vitrina-price__current--discount'}>
        <span className="vitrina-visually-hidden">{t('product.price')}: </span>
        {formatPrice(lower ?? product.price, lang)}
      </p>
      {lower !== null && (
        <p className="vitrina-price__old">
          <span className="vitrina-visually-hidden">{t('product.old_price')}: </span>
          <s>{formatPrice(product.price, lang)}</s>
        </p>
      )}
    </div>
  );
}
