import { ADD_TO_CART_ANIMATION_MS } from '@vitrina/core';
import { dataAttribute, WIDGET_ATTRIBUTE } from '../../contract/island-attributes';

/** Where the flight ends: the header's cart link, which the first add reveals. */
const CART_LINK_SELECTOR = `[${WIDGET_ATTRIBUTE}="cart-link"]`;

/**
 * The add-to-cart animation (docs/cart.md#fly-to-cart): a copy of the card's image — a dot when the card has
 * none — flies from the card to the header's cart link in ADD_TO_CART_ANIMATION_MS. It is
 * decorative: hidden from assistive technology, never in the way of a click, and left out when the
 * shopper prefers reduced motion, the browser cannot animate, or no cart link is on show.
 *
 * `from` is the buy button. The target is measured a frame later, once the cart link the add
 * revealed has rendered.
 */
export function flyToCart(from: Element): void {
  const view = from.ownerDocument.defaultView;
  if (!view || view.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  view.requestAnimationFrame(() => {
    const target = visibleRect(from.ownerDocument.querySelector(CART_LINK_SELECTOR));
    const image = from.closest(`[${dataAttribute('analyticsItem')}]`)?.querySelector('img');
    const start = visibleRect(image) ?? visibleRect(from);
    if (!target || !start) return;
    const ghost = makeGhost(from.ownerDocument, image, start);
    if (typeof ghost.animate !== 'function') return;
    from.ownerDocument.body.append(ghost);
    const dx = target.left + target.width / 2 - (start.left + start.width / 2);
    const dy = target.top + target.height / 2 - (start.top + start.height / 2);
    const scale = Math.min(1, 24 / Math.max(start.width, start.height));
    const flight = ghost.animate(
      [
        { transform: 'translate(0, 0) scale(1)', opacity: 1 },
        { transform: `translate(${dx}px, ${dy}px) scale(${scale})`, opacity: 0.3 },
      ],
      { duration: ADD_TO_CART_ANIMATION_MS, easing: 'ease-in' },
    );
    const land = () => ghost.remove();
    flight.addEventListener('finish', land);
    flight.addEventListener('cancel', land);
  });
}

function visibleRect(element: Element | null | undefined): DOMRect | null {
  const rect = element?.getBoundingClientRect();
  return rect && rect.width > 0 && rect.height > 0 ? rect : null;
}

function makeGhost(document: Document, image: HTMLImageElement | null | undefined, start: DOMRect): HTMLElement {
  const source = image && visibleRect(image) ? image.currentSrc || image.src : '';
  const ghost = source ? Object.assign(document.createElement('img'), { src: source, alt: '' }) : document.createElement('span');
  ghost.className = source ? 'vitrina-fly-to-cart' : 'vitrina-fly-to-cart vitrina-fly-to-cart--dot';
  ghost.setAttribute('aria-hidden', 'true');
  const size = source ? start : { width: 16, height: 16, left: start.left + start.width / 2 - 8, top: start.top + start.height / 2 - 8 };
  Object.assign(ghost.style, { left: `${size.left}px`, top: `${size.top}px`, width: `${size.width}px`, height: `${size.height}px` });
  return ghost;
}
