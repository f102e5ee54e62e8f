import type { Ref } from 'react';
import { useVitrina } from '../../vitrina-context';
import { FilledIcon } from '../../ui/icons/filled-icon';
import type { CartLinkProps } from './cart-link-props';
import { useCartCount } from './use-cart-count';

export interface CartLinkElementProps extends CartLinkProps {
  /** The cart page; `config.pages.cart` by default. */
  readonly href?: string;
  /** The link's classes; `cart-link` by default (the shop's header uses `header-action cart-link`). */
  readonly className?: string;
}

/** The icon and the count inside the link (the count is in the link's name, so hidden from readers). */
export function CartLinkCounter({ count, ref }: { readonly count: number; readonly ref?: Ref<HTMLSpanElement> }) {
  return (
    <span ref={ref} className="vitrina-cart-link">
      <FilledIcon name="cart" />
      <span className="counter" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}

/**
 * The header's cart link (docs/pages.md#header) for a React app: its own `<a>`, shown only while the
 * cart count is above 0, named "Кошик: 3 товари". `count` is the count the server knew, standing until
 * the SDK's cart changes. The script tag's island is CartLinkIsland, which keeps the shop's own link.
 */
export function CartLink({ count: serverCount = 0, href, className = 'cart-link' }: CartLinkElementProps) {
  const { config } = useVitrina();
  const { count, label } = useCartCount(serverCount);
  return (
    <a className={className} href={href ?? config.pages.cart} hidden={count === 0} aria-label={label} data-count={count}>
      <CartLinkCounter count={count} />
    </a>
  );
}
