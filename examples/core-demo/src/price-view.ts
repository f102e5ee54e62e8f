import type { Demo } from './demo';
import { el, visuallyHidden } from './dom';
import type { SampleProduct } from './sample-products';

/** The price to pay, with the old one struck through when there is a discount. */
export function priceView(demo: Demo, { price, price_with_discount: discounted }: SampleProduct): HTMLElement {
  const { format } = demo.vitrina;
  const current = discounted !== null && discounted < price ? discounted : price;
  return el('div', { className: 'price' }, [
    current < price
      ? el('p', { className: 'price__old' }, [
          visuallyHidden(() => `${demo.t('product.old_price')}: `),
          el('s', { text: () => format.price(price) }),
        ])
      : null,
    el('p', { className: current < price ? 'price__current price__current--discount' : 'price__current' }, [
      visuallyHidden(() => `${demo.t('product.price')}: `),
      el('span', { text: () => format.price(current) }),
    ]),
  ]);
}
