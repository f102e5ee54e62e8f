import { effect } from '@preact/signals-core';
import type { Demo } from './demo';
import { el, visuallyHidden } from './dom';
import type { SampleProduct } from './sample-products';

const SVG = 'http://www.w3.org/2000/svg';

function heartIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.classList.add('favourite__icon');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute(
    'd',
    'M12 20.5s-7.4-4.5-9.6-9.1C.9 8 2.9 4 6.7 4c2.1 0 3.6 1.2 5.3 3.1C13.7 5.2 15.2 4 17.3 4c3.8 0 5.8 4 4.3 7.4-2.2 4.6-9.6 9.1-9.6 9.1z',
  );
  svg.append(path);
  return svg;
}

/** A heart that toggles one product's place in the favourites; its name says which product. */
export function favouriteButton(demo: Demo, product: SampleProduct): HTMLButtonElement {
  const { favourites } = demo;
  const isFavourite = favourites.has(product.id);
  const button = el('button', { className: 'favourite', attrs: { type: 'button' } }, [
    heartIcon(),
    visuallyHidden(() => demo.t('demo.products.favourite', { title: product.title[demo.lang.value] })),
  ]);
  // Reads only this product's membership signal: toggling another card never re-runs it.
  effect(() => {
    button.setAttribute('aria-pressed', String(isFavourite.value));
    button.title = demo.t(isFavourite.value ? 'product.favorites.active' : 'product.favorites.inactive');
  });
  button.addEventListener('click', () => {
    const added = favourites.toggle(product.id);
    demo.log.add((t, lang) =>
      t('demo.log.product', {
        message: t(added ? 'notifier.added_to_favorites' : 'notifier.removed_from_favorites'),
        title: product.title[lang],
      }),
    );
  });
  return button;
}
