// The shop's own script (docs/pages.md, "The site's own scripts"): the footer's cart count follows the widgets' cart.
document.addEventListener('vitrina:cart-changed', (event) => {
  for (const count of document.querySelectorAll('[data-shop-cart-count]')) count.textContent = String(event.detail.count);
});
