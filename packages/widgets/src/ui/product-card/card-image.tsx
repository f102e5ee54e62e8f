import type { ProductCard } from '@vitrina/core';
import { safeUrl } from '../safe-url';

/** The product's picture, decorative next to its title link; a blank frame when there is none. */
export function CardImage({ product, href }: { product: Pick<ProductCard, 'image'>; href: string }) {
  const src = safeUrl(product.image);
  return (
    <a className="vitrina-card__image" href={href} tabIndex={-1} aria-hidden="true">
      {src ? <img src={src} alt="" loading="lazy" decoding="async" width={220} height={220} /> : <span className="vitrina-card__no-image" />}
    </a>
  );
}
