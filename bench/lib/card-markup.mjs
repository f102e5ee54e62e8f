/**
 * Server-rendered product cards with the product-actions island as the example shop writes them
 * (examples/legacy-shop/docs/widget-contract.md, "The product card"): a guest's buy card with its
 * working fallback controls inside, which the widget replaces.
 */

const escape = (text) => String(text).replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

const cartIcon =
  '<svg class="icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" fill="none" stroke="currentColor" stroke-width="2"/></svg>';

export function cardHtml(id) {
  const slug = `product-${id}`;
  return `<li><article class="product-card">
<a class="card-image" href="/${slug}" tabindex="-1" aria-hidden="true"><img src="data:," width="220" height="220" alt=""></a>
<h3 class="card-title"><a href="/${slug}">${escape(`Смартфон Vitrina X${id} 8/256 ГБ`)}</a></h3>
<p class="card-brand">Vitrina</p>
<p class="card-availability">Є в наявності</p>
<p class="card-price"><span class="price">${(9999 + (id % 50) * 100).toLocaleString('uk-UA')} ₴</span></p>
<div class="product-actions" data-widget="product-actions" data-product-id="${id}" data-to-cart="1" data-in-cart="0" data-favorites="0" data-compare="0" data-pre-order="0" data-notify="0" data-one-click="1" data-tooltip-active="Видалити з обраного" data-tooltip-inactive="Додати в обране">
<div class="product-actions-main">
<form class="inline-form" method="post" action="/cart"><input type="hidden" name="product_id" value="${id}"><button class="button button--primary" type="submit">${cartIcon}Купити</button></form>
<a class="icon-toggle" href="/favorites" title="Обране" aria-label="Обране">${cartIcon}</a>
<a class="icon-toggle" href="/compare?ids=${id}" title="Додати до порівняння" aria-label="Додати до порівняння">${cartIcon}</a>
</div>
<a class="one-click-link" href="/${slug}#order-fast">Купити в 1 клік</a>
</div>
</article></li>`;
}

export function cardsHtml(firstId, count) {
  let html = '';
  for (let index = 0; index < count; index += 1) html += cardHtml(firstId + index);
  return html;
}

/**
 * Stands in for the React DevTools hook, which React's production build calls after every commit
 * with the root: each island has its own root, so the roots seen are the islands that re-rendered.
 */
const reactCommitCounter = `<script>
window.__reactCommits = { updates: 0, islands: new Set() };
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject() { return 1; },
  checkDCE() {},
  onScheduleFiberRoot() {},
  onCommitFiberRoot(_id, root) { window.__reactCommits.updates += 1; window.__reactCommits.islands.add(root.containerInfo); },
  onPostCommitFiberRoot() {},
  onCommitFiberUnmount() {},
};
</script>`;

export const FIRST_ID = 1001;

/** A category page of `count` cards with its page config (`loadPageConfig()`) and the `impl` page script. */
export function pageHtml({ impl, count, pageConfig }) {
  const json = JSON.stringify(pageConfig).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="uk"><head><meta charset="utf-8"><title>Смартфони — ${count} товарів</title>
${impl === 'react' ? reactCommitCounter : ''}
<script type="module" src="/${impl}-cards.js"></script>
</head><body data-page="category">
<main><h1>Смартфони</h1>
<ul class="product-grid">
${cardsHtml(FIRST_ID, count)}
</ul></main>
<script type="application/json" id="vitrina-config">${json}</script>
</body></html>`;
}
