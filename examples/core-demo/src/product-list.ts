import type { Demo } from './demo';
import { el } from './dom';
import { panel } from './panel';
import { productCard } from './product-card';
import { sampleProducts } from './sample-products';

export function productList(demo: Demo): HTMLElement {
  return panel(demo, { titleKey: 'demo.products.title', intro: () => demo.t('demo.products.intro'), className: 'panel--wide' }, [
    el(
      'ul',
      { className: 'product-grid', attrs: { role: 'list' } },
      sampleProducts.map((product) => el('li', {}, [productCard(demo, product)])),
    ),
  ]);
}
