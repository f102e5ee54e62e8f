// The shop's own script, not the widgets': it keeps the footer's cart count in step with the cart the
// widgets change, in this tab and in the shop's other tabs, through their `vitrina:cart-changed`
// event on `document` (@vitrina/widgets' host events; the detail's `count` is the cart's units).
// A classic script placed before the widgets' module script, it runs before vitrina.js is evaluated:
// the listener is in place before the first event. Text only, no HTML (the shop enforces Trusted Types).
'use strict';

document.addEventListener('vitrina:cart-changed', (event) => {
  for (const count of document.querySelectorAll('[data-shop-cart-count]')) count.textContent = String(event.detail.count);
});
