import { useSignals } from '@preact/signals-react/runtime';
import { formatPrice, type CartProduct } from '@vitrina/core';
import { useRef } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { safeUrl } from '../../ui/safe-url';
import { productUrl } from '../../ui/product-card/product-url';
import { useVitrina } from '../../vitrina-context';
import { lineTotal, unitPrice } from './cart-view';
import { LineGift } from './line-gift';
import { LineServices } from './line-services';
import { QuantityStepper } from './quantity-stepper';
import { useLineChanges } from './use-line-changes';

export interface CartLineProps {
  readonly line: CartProduct;
  /** The level of the line's title: under a supplier's heading, one more. */
  readonly headingLevel: 3 | 4;
}

/**
 * One product line: picture, title linking to the product page, unit price, quantity, the line's
 * price, its gift and services, and removal. It is `aria-busy` while a change of it is on its way.
 */
export function CartLine({ line, headingLevel }: CartLineProps) {
  useSignals();
  const { t, lang } = useMessages();
  const { services } = useVitrina();
  const element = useRef<HTMLLIElement>(null);
  const title = line.title ?? t('cart_page.untitled', { id: line.id });
  const changes = useLineChanges(line, title, element);
  const busy = services.cart.pending.has(line.id).value;
  const href = line.slug ? productUrl(line.slug) : undefined;
  const image = safeUrl(line.image);
  const unit = unitPrice(line);
  const total = lineTotal(line);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  return (
    <li ref={element} className="vitrina-cart-line" aria-busy={busy}>
      <span className="vitrina-cart-line__image" aria-hidden="true">
        {image ? <img src={image} alt="" loading="lazy" decoding="async" width={96} height={96} /> : null}
      </span>
      <div className="vitrina-cart-line__body">
        <Heading className="vitrina-cart-line__title">{href ? <a href={href}>{title}</a> : title}</Heading>
        {unit !== undefined && (
          <p className="vitrina-cart-line__unit">
            {t('product.price')}:{' '}
            {line.price !== undefined && line.price > unit && (
              <s className="vitrina-cart-line__old-price">
                <span className="vitrina-visually-hidden">{t('product.old_price')}: </span>
                {formatPrice(line.price, lang)}
              </s>
            )}{' '}
            <strong>{formatPrice(unit, lang)}</strong>
          </p>
        )}
        <LineGift line={line} title={title} />
        <LineServices line={line} />
      </div>
      <div className="vitrina-cart-line__controls">
        <QuantityStepper title={title} quantity={changes.quantity} onStep={changes.step} onSet={changes.setQuantity} />
        {total !== undefined && (
          <p className="vitrina-cart-line__total">
            <span className="vitrina-visually-hidden">{t('cart.total')}: </span>
            {formatPrice(total, lang)}
          </p>
        )}
        <button type="button" className="vitrina-link-button vitrina-cart-line__remove" aria-label={t('cart_page.remove', { title })} onClick={changes.remove}>
          {t('general.remove')}
        </button>
        {busy && <p className="vitrina-cart-line__busy">{t('cart_page.updating')}</p>}
      </div>
    </li>
  );
}
