import type { ProductCard } from '@vitrina/core';

/** An image address from the shop's data, when it is http(s) or relative to the page; anything else is dropped. */
export function safeImageUrl(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, 'https://shop.invalid/');
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The product's picture, decorative next to its title link; a blank frame when there is none. */
export function CardImage({ product, href }: { product: Pick<ProductCard, 'image'>; href: string }) {
  const src = safeImageUrl(product.image);
  return (
    <a className="vitrina-card__image" href={href} tabIndex={-1} aria-hidden="true">
      {src ? <img src={src} alt="" loading="lazy" decoding="async" width={220} height={220} /> : <span className="vitrina-card__no-image" />}
    </a>
  );
}
