import type { DataAttributeKey } from '../island-attributes';
import type { WidgetName } from '../names';
import { storeMapProse } from './store-map-prose';

/** What the generated reference says of one island, besides what its schema says. */
export interface IslandProse {
  /** Where it goes and what the widget does. */
  readonly summary: string;
  /** What the island's own HTML must give a shopper without the script. */
  readonly withoutScript: string;
  /** The meaning of each attribute the widget reads. */
  readonly attributes?: Partial<Record<DataAttributeKey, string>>;
  readonly example: string;
}

/*
 * Read by the reference generator and its test only: the script build never imports this module.
 * Keep it to what the widgets do (read each widget before changing a sentence).
 */
export const ISLAND_PROSE: Readonly<Record<WidgetName, IslandProse>> = {
  'product-actions': {
    summary:
      'A product card’s buttons: one of buy, pre-order or remind-me (the core’s `primaryButton()` picks it from the three flags), the favourites and compare toggles, and the one-click link. The buttons show the SDK’s state (the page snapshot seeds it), not the flags the server rendered, which may be stale; when the page changes `data-in-cart` on a mounted island, the buy button shows it until the cart changes again. A product whose gifts have run out (the add refused with 409 `errors.gifts_run_out`) is offered without its gift in a small modal dialog, its code loaded then; accepting adds it so.',
    withoutScript:
      'Working controls: a buy form posting the product to the cart (or an “in the cart” link to the cart page), pre-order and remind-me links to the product page’s order section, a favourites link, a compare link, the one-click link. The widget replaces the inside and keeps the element.',
    attributes: {
      productId: 'the product',
      toCart: 'the card’s `buttons.to_cart`',
      preOrder: 'the card’s `buttons.preorder`',
      notify: 'the card’s `buttons.notify_about_availability`',
      inCart: 'the product is in the shopper’s cart, as far as the server knows',
      favorites: 'the product is in the shopper’s favourites, as far as the server knows (not read: the SDK’s list is shown)',
      compare: 'the product is in the compare list, as far as the server knows (not read: the SDK’s list is shown)',
      oneClick: 'the one-click link is shown (the core’s `showOneClick()`: buy button, not corporate, not the compare page); checked again against the role',
      tooltipActive: 'the favourites toggle’s name while the product is listed, in the page’s language',
      tooltipInactive: 'the favourites toggle’s name while it is not',
    },
    example: `<div class="product-actions" data-widget="product-actions" data-product-id="1001"
     data-to-cart="1" data-pre-order="0" data-notify="0"
     data-in-cart="0" data-favorites="0" data-compare="0" data-one-click="1"
     data-tooltip-active="Видалити з обраного" data-tooltip-inactive="Додати в обране">
  … working fallback controls …
</div>`,
  },
  'credit-badge': {
    summary:
      'A product card’s credit badge, for products available for credit: one button that opens the `credit-info` popup for the product. The whole element is hidden (`hidden`) while the shopper is corporate, since the role can change after the page was rendered.',
    withoutScript: 'The badge and the longest term as text. Render it only for non-corporate viewers (the core’s `showCreditBadges()`).',
    attributes: {
      productId: 'the product',
      creditMonths: 'the longest instalment term of the product’s `credit_items`; left out when it has none',
    },
    example: `<div class="credit-badge" data-widget="credit-badge" data-product-id="1001" data-credit-months="24">
  Кредит · до 24 міс.
</div>`,
  },
  distributors: {
    summary:
      'The availability button of users who may see distributors. The element is the page’s own `<button>`: the widget renders the label inside it and opens the distributors modal for the product (the modal host reads the title from `data-product-title`). It keeps the button shown until the login check answers, then shows it only while the SDK says the user may see distributors.',
    withoutScript: 'Render it only for users with `can_see_distributors`; without script it does nothing.',
    attributes: { productId: 'the product', productTitle: 'the product’s title, which names the modal' },
    example: `<button class="distributors-button" type="button" data-widget="distributors"
        data-product-id="1001" data-product-title="Смартфон">Наявність</button>`,
  },
  'product-services': {
    summary:
      'One service product offered with the product, as a checkbox labelled by its title and price, checked while the cart holds the service on the product’s line. Checking puts the product in the cart first when it is not there (disabled when it is not there and cannot be bought); the checkbox is disabled and `aria-busy` while its request runs, and a refused change falls back to what the cart holds and shows an error notice.',
    withoutScript: 'The service’s title and price as text (the page may say that services are added in the cart).',
    attributes: {
      productId: 'the product the service goes with',
      toCart: 'the product’s `buttons.to_cart`',
      serviceId: 'the service product’s id',
      serviceTitle: 'its title',
      price: 'its price in UAH',
    },
    example: `<li data-widget="product-services" data-product-id="1001" data-to-cart="1"
    data-service-id="9001" data-service-title="Захисне скло" data-price="399">
  <span>Захисне скло</span> <span class="service-price">399 грн</span>
</li>`,
  },
  'user-menu': {
    summary:
      'The header’s user menu: a login button (opening the login modal) for a guest, the account menu for a logged-in user. A page rendered for a logged-in user shows the menu with the snapshot’s first name at once; only a refused session turns it into the login button.',
    withoutScript: 'A link to the profile page (the user’s first name) or to the login page.',
    example: `<div class="user-menu" data-widget="user-menu"><a href="/login?next=%2F">Увійти</a></div>`,
  },
  'cart-link': {
    summary:
      'The header’s cart link. The element is the page’s own link: the widget keeps `hidden` on it while the cart is empty, its accessible name, and `data-count` in step with the cart. Until the SDK’s count first changes, the server’s count stands.',
    withoutScript: 'A link to the cart page with the count, rendered `hidden` while the cart is empty.',
    attributes: { count: 'the cart’s units as the server rendered them' },
    example: `<a href="/cart" data-widget="cart-link" data-counter="cart" data-count="2">Кошик <span>2</span></a>`,
  },
  'search-opener': {
    summary:
      'The header’s search link. The element is the page’s own link to the search page: a plain click opens the search modal instead; a click for a new tab or window follows the link.',
    withoutScript: 'A link to the search page.',
    example: `<a href="/search" data-widget="search-opener" aria-label="Пошук">Пошук</a>`,
  },
  'bottom-bar': {
    summary:
      'The compare and favourites links with their counts; the link to the current page (`data-page`) is left out. The element carries `is-fixed` while the page’s footer is out of view.',
    withoutScript: 'The same links, each counter `<span data-counter="compare|favorites">` rendered `hidden` at 0.',
    attributes: { page: 'the screen (PAGE_KINDS): `compare` and `favorites` leave out their own link' },
    example: `<nav class="bottom-bar" data-widget="bottom-bar" data-page="category">
  <a href="/compare">Порівняння <span data-counter="compare" hidden>0</span></a>
  <a href="/favorites">Обране <span data-counter="favorites" hidden>0</span></a>
</nav>`,
  },
  'favorites-list': {
    summary:
      'An empty element on the favourites page. For a guest only, once the login check has found a guest, it compares the browser’s favourites with `data-ids` as sets and, when they differ, replaces the location with the favourites page for the browser’s ids in the SDK’s order (the 50 newest when there are more), or the bare favourites page when there are none — at once, and again after each change. For a logged-in user it does nothing.',
    withoutScript: 'Nothing: the page itself lists the favourites it was rendered for.',
    attributes: {
      ids: 'the product ids the page was rendered for, comma-separated positive integers in its order (empty for none); keep ids that have no card, or the island would send the guest to the same page again',
    },
    example: `<div hidden data-widget="favorites-list" data-ids="1001,1002"></div>`,
  },
  'product-list': {
    summary:
      'An empty element inside a category’s or a search’s listing (the element whose id `data-listing` names). Filters, sorting and pages change the listing in place: the island fetches the page at the new address as a document the browser parses (XMLHttpRequest, `responseType` `document`: no script runs, no Trusted Types policy needed) and brings over the parts marked `data-listing-part` node by node (count, sorting, results, pagination; in the filters form the counts, the ticked boxes and the fields), without scripts, event handler attributes or `javascript:` links. The address follows with `pushState`, Back and Forward show the list they left, the focus goes to the results (`data-listing-part="results"`, labelled by the count, a live region). A link marked `data-listing-part="login"` opens the login dialog. Whatever it cannot show in place, it opens as a page.',
    withoutScript: 'The listing itself: a GET form for the filters, links for sorting and pages.',
    attributes: { listing: 'the id of the listing’s element, which holds its `data-listing-part` parts' },
    example: `<div class="catalog" id="catalog">
  <div hidden data-widget="product-list" data-listing="catalog"></div>
  <p role="status" id="result-count" data-listing-part="count">24 товари</p>
  <form method="get" data-listing-part="filters">…</form>
  <ul data-listing-part="sorting">…</ul>
  <div role="region" tabindex="-1" aria-labelledby="result-count" data-listing-part="results"><ul data-analytics-list="…">…</ul></div>
  <div data-listing-part="pagination"><nav>…</nav></div>
</div>`,
  },
  'login-form': {
    summary: 'Takes over the page’s login form (email and password, with the SDK’s messages), then goes to `data-next`.',
    withoutScript: 'A real form posting to the page’s own login route.',
    attributes: { next: 'where to go after logging in; a same-site path, else `/`' },
    example: `<form method="post" action="/login" data-widget="login-form" data-next="/profile">…</form>`,
  },
  'registration-form': {
    summary: 'Takes over the page’s registration form, then goes to `data-next`.',
    withoutScript: 'A real form posting to the page’s own registration route.',
    attributes: { next: 'where to go after signing up; a same-site path, else `/`' },
    example: `<form method="post" action="/registration" data-widget="registration-form" data-next="/">…</form>`,
  },
  'recovery-form': {
    summary: 'Takes over the page’s password-recovery form and says where the link went.',
    withoutScript: 'A real form posting to the page’s own recovery route.',
    example: `<form method="post" action="/recovery" data-widget="recovery-form">…</form>`,
  },
  'social-login': {
    summary:
      '“Sign in with Google”, then `data-next`. The client id comes from `data-client-id` or the shop’s social settings; without one it shows nothing.',
    withoutScript: 'Nothing (an empty element).',
    attributes: {
      next: 'where to go after logging in; a same-site path, else `/`',
      clientId: 'Google’s client id, instead of the shop’s social settings',
      scriptSrc: 'where the provider’s script comes from: a same-site path or an https address (Google’s own by default)',
    },
    example: `<div class="social-login" data-widget="social-login" data-next="/"></div>`,
  },
  'modal-host': {
    summary: 'The page’s one modal host: shows the modal opened by id (`state.modal`), loading the dialog’s code and the whole dictionary when one opens.',
    withoutScript: 'Nothing (an empty element).',
    example: `<div data-widget="modal-host"></div>`,
  },
  'one-tap': {
    summary:
      'For a guest on a non-mobile browser outside the cart page, once the login check has failed, loads the social provider’s script and shows its one-tap prompt (never auto-selected, not closed by a tap outside). It does nothing while no client id is known.',
    withoutScript: 'Nothing (an empty, hidden element).',
    attributes: {
      page: 'the page’s kind (no prompt on `cart`); by default the `<body>`’s `data-page`',
      clientId: 'Google’s client id, instead of the shop’s social settings',
      scriptSrc: 'where the provider’s script comes from: a same-site path or an https address (Google’s own by default)',
    },
    example: `<div hidden data-widget="one-tap"></div>`,
  },
  notifier: {
    summary:
      'The page’s one notifier, after the modal host: the SDK’s alerts (a message with a title, in a modal dialog with a confirm button) and toasts (a polite live region that clears itself after a few seconds).',
    withoutScript: 'Nothing (an empty element).',
    example: `<div data-widget="notifier"></div>`,
  },
  cart: {
    summary:
      'The cart page: the lines grouped by supplier (headed by the supplier’s title when the cart has one), each with its picture, title linking to the product page, unit and line price, a quantity stepper (−, the units, +; a typed quantity is sent when the field is left or Enter is pressed), removal, the bundle services as checkboxes, and its gift, or, when the gifts have run out, the notice with “buy without the gift”. Then the promo code, the referral code (a guest is asked to log in), bonuses for a logged-in shopper (balance, the order’s maximum), the goods, discount, bonuses, delivery (free from 1500 UAH, else how much more makes it free) and the total, and the checkout link. Every change goes through the cart service’s queue: each click is one change, the line is `aria-busy` while its change is on its way, and a refused change is taken back with a notice giving the server’s reason. A skeleton stands until the shopper’s cart is known; an empty cart shows the way back to shopping; another tab’s change shows up.',
    withoutScript:
      'The cart as the server sees it: the lines with their prices, services and gifts, the totals, a link to the checkout and one back to shopping. The widget replaces the inside and keeps the element; render the element for an empty cart too, so a product added in another tab shows up.',
    attributes: {
      checkoutUrl: 'where the checkout link leads: a same-site path or an http(s) address',
      continueUrl: 'where “continue shopping” leads from an empty cart: a same-site path or an http(s) address',
    },
    example: `<div class="cart" data-widget="cart" data-checkout-url="/checkout" data-continue-url="/">
  … the cart’s lines and totals …
</div>`,
  },
  'compare-table': {
    summary:
      'The compare page: the categories as tabs (the WAI-ARIA tabs pattern: arrow keys, Home, End) with their counts, and the chosen category’s table: the product cards above it (buy, favourites and compare buttons; never the one-click link), a row of the products’ names that stays at the top while the table scrolls, each with a button taking the product off, and a row per characteristic, in a scrolling area whose characteristics column stays at the left. A “differences only” switch per category fetches the category again with `diff=1`. It runs on the core’s `services.compares.comparePage({ ids, categoryIds })`: taking a product off changes the table, the compare list and the address’s `ids` in place (no reload); a category left with fewer than 2 products is fetched again; in differences mode the differences are fetched again. A failed fetch shows its error with a way to try again; no ids show the empty state. For a guest on the bare page (no `data-compare-ids`) whose browser holds a compare list, the location is replaced by the compare page for those ids (the 20 newest), which the server renders.',
    withoutScript:
      'The page’s own tabs as links (`?category=`), the “all / differences only” links (`&diff=1`), the cards and the table with a removal link per product (the page for the other ids). The widget replaces the inside and keeps the element; render the element for an empty page too, so a guest’s list can reach it.',
    attributes: {
      categoryId: 'the category the page shows first (its `?category=`); the first one when left out',
      compareIds: 'the product ids the page was rendered for, comma-separated, each once (empty for none)',
      compareCategories: 'the categories of those ids, in the page’s order, as JSON: `[{ "id": 7, "title": "Смартфони", "count": 2 }]`',
    },
    example: `<div class="compare" data-widget="compare-table" data-category-id="7" data-compare-ids="1001,1002"
     data-compare-categories='[{"id":7,"title":"Смартфони","count":2}]'>
  … the page’s tabs, cards and characteristics table …
</div>`,
  },
  'layout-flags': {
    summary:
      'Feeds the viewport’s width to the SDK (its mobile flag, under 1024 px) and keeps three classes on `<body>`: `is-mobile` (under 1024 px), `is-narrow-header` (under 768 px) and `is-left-handed` (a logged-in user whose handedness is left). `is-left-handed` stays as the server rendered it until the login check answers, then follows login, logout and account switches. Renders nothing.',
    withoutScript: 'Nothing (an empty, hidden element); the server may render `is-left-handed` itself.',
    example: `<div hidden data-widget="layout-flags"></div>`,
  },
  checkout: {
    summary:
      'Takes over the checkout page’s form once the cart has been read again: the order types as tabs (a new customer; a registered one, who logs in right there and gets their details filled in; a fast order by phone alone), the buyer and the recipient, delivery (the city searched as the shopper types, the types the cart’s items allow, the Nova Poshta branches or parcel lockers of the city with a filter, the courier’s address, or a shop from `data-stores`), payment (the types of the buyer’s role, a disabled one with the reason; the credit’s bank and term from the cart’s offers), the company for a transfer, the passport from 5000 UAH paid on receipt, the comment, and the summary the server will charge. One submit places the order through `services.checkout.placeOrder` and goes where the answer says; what was typed survives a reload of the tab (never the passport).',
    withoutScript: 'A real form posting the order to the page’s own route, with the same fields.',
    attributes: {
      cartId: 'the cart being ordered',
      stores: 'the shops for self-delivery as JSON, `[{ "id": 1, "title": "…", "address": "…" }]`; an empty list (or none) says pick-up is not offered',
      cityTitle: 'the name of the default city (56) in the page’s language, shown before the shopper picks another',
    },
    example: `<form method="post" action="/checkout" data-widget="checkout" data-cart-id="c7b1e0a4"
      data-stores='[{"id":1,"title":"Вітрина на Хрещатику","address":"вул. Хрещатик, 22"}]'
      data-city-title="Київ">
  … the page's own checkout fields …
</form>`,
  },
  'order-type': {
    summary:
      'The product page’s order section. A product that can be bought gets one panel of tabs (arrows, Home and End move between them): new customer and registered customer, each with the buy button of the product cards (a signed-in shopper’s own; a guest is offered the login); login, for a guest only, with the login form (`services.auth.login`), after which the registered tab is chosen and focused; and the fast order, where `data-one-click` offers it and the viewer is not corporate: a phone (the signed-in user’s filled in) sent as the one-click order (`services.shop.oneClickOrder`), then the thanks. Every tab’s panel stays mounted, so what was typed survives a look at another. A product that cannot be bought yet gets its pre-order or remind-me button, which opens the same modals as the cards’ buttons. The widget names the section with its own heading.',
    withoutScript:
      'Working forms: a buy form posting the product to the cart for a new or registered customer, a login form (or link) for a guest, and the fast order’s phone form posting to the shop; or the pre-order or reminder form. The widget replaces the inside and keeps the element.',
    attributes: {
      productId: 'the product',
      orderType: '`buy`, `preorder` or `notify`: what the product can be ordered as (the core’s `primaryButton()`)',
      oneClick: 'the fast order is offered (the core’s `showOneClick()`); checked again against the role',
    },
    example: `<section id="order" class="section order-types" aria-labelledby="order-title"
     data-widget="order-type" data-product-id="1001" data-order-type="buy" data-one-click="1">
  <h2 id="order-title">Як замовити</h2>
  … the order types as the page’s own forms …
</section>`,
  },
  'order-payment': {
    summary:
      'An order’s payment page: reads the order behind the payment link (`services.shop.loadPaymentData`) and shows its number, status (paid, cancelled, needs payment) and amount. While it needs payment: a pay button that asks for a card payment link as the link’s holder (`services.shop.createPaymentLink(order, \'liqpay\', { linkKey })`, one request however often it is pressed) and goes to the payment provider’s page; or, for a credit order with monobank or A-Bank (the payment data’s `credit_type`), the bank’s approval checked by itself (`services.shop.checkInstalmentPayment`) after 2 s, 4 s, 8 s … then every 30 s, paused while the page is hidden, with a button to check at once and the support phone to call if nobody calls within 10 minutes. A failed read or payment shows its error and a way to try again.',
    withoutScript:
      'The order’s number, status and amount, and while it needs payment a form posting to the shop that opens a payment with the provider and sends the shopper there. The widget replaces the inside and keeps the element.',
    attributes: {
      paymentToken: 'the order’s payment link: a link’s key or the order’s public id, as in the page’s address (16–128 of `A–Z a–z 0–9 _ -`)',
    },
    example: `<div class="order-status" data-widget="order-payment" data-payment-token="Qm9yZGVyLWxpbmsta2V5LTAwMDAwMDAwMDAwMA">
  … the order’s number, status and amount; a pay form …
</div>`,
  },
  'banner-slider': {
    summary:
      'The main page’s promo banners. With more than one: a loop that moves on every 3000 ms in 600 ms, one banner at a time with a gap of 8 (`MAIN_SLIDER`; fewer than 4 banners are copied until there are 4, for the loop), a pause/play button, and previous and next buttons. The banners’ links and `<picture>`s (their sources under 768, under 1024 and from 1024 px) are the server’s, untouched. One banner: the widget does nothing. The island is an empty element placed first inside the slider’s section, before the strip (the section’s `<ul>` or `<ol>`, one `<li>` per slide); the widget renders its controls into the island and makes the strip a Swiper slider in place, so the slides stay the server’s own elements. Autoplay stops while the pointer is over the slider or the keyboard focus is inside it (the pause button aside), and never runs under `prefers-reduced-motion`; the arrow keys move the slider while the focus is inside; the strip announces the slide it moves to while nothing moves by itself, and the island’s own live region (`role="status"`) says each move the shopper makes (“Наступний слайд”, “Попередній слайд”; at an end of a strip that does not loop, “Це останній слайд”, “Це перший слайд”).',
    withoutScript: 'A sideways-scrolling strip of the banners (links around `<picture>`s). The widget leaves the strip’s content as it is.',
    attributes: {
      count: 'how many banners the strip holds',
    },
    example: `<section class="banner-slider" aria-roledescription="карусель" aria-label="Акції">
  <div data-widget="banner-slider" data-count="3"></div>
  <ul class="banner-track"><li aria-roledescription="слайд" aria-label="Слайд 1 з 3"><a href="/category/tvs"><picture>…</picture></a></li>…</ul>
</section>`,
  },
  'top-sales-slider': {
    summary:
      'The main page’s top sales: the cards slide, 2 per view, 3 from 768 px, 4 from 1024 px, 5 from 1260 px, with a gap of 4 (`TOP_SALES_SLIDER`); with more than 5 cards, a loop with previous and next buttons (fewer than 12 cards are copied until there are 12). Each slide is named “Slide n of N”. The cards’ islands keep working; the copies’ islands are new islands the runtime mounts as any added later, so each is mounted once. The island is an empty element placed first inside the slider’s section, before the strip (the section’s `<ul>` or `<ol>`, one `<li>` per slide); the widget renders its controls into the island and makes the strip a Swiper slider in place, so the slides stay the server’s own elements. Autoplay stops while the pointer is over the slider or the keyboard focus is inside it (the pause button aside), and never runs under `prefers-reduced-motion`; the arrow keys move the slider while the focus is inside; the strip announces the slide it moves to while nothing moves by itself, and the island’s own live region (`role="status"`) says each move the shopper makes (“Наступний слайд”, “Попередній слайд”; at an end of a strip that does not loop, “Це останній слайд”, “Це перший слайд”).',
    withoutScript: 'The section’s row of product cards, scrolling sideways on small screens, each card with its own islands. The widget leaves the cards as they are.',
    attributes: {
      count: 'how many cards the strip holds',
    },
    example: `<section class="top-sales" aria-labelledby="top-sales-title">
  <h2 id="top-sales-title">Топ продажів</h2>
  <div data-widget="top-sales-slider" data-count="12"></div>
  <ul class="product-grid"><li>… a product card with its islands …</li>…</ul>
</section>`,
  },
  'smb-request': {
    summary:
      'The corporate corner, on the purchases page of a corporate or super corporate user: once the login check has said who is looking, it reads the business form’s settings and the user’s own requests (`services.shop.loadSmbSettings`, `services.shop.loadSmbRequests`) and shows the business manager’s phone (a `tel:` link) and e-mail (a `mailto:` link), the request form where the settings enable it (company name, 8-digit company code, contact, phone in the mask `+38 ### ### ## ##`, e-mail, comment) and the requests, newest first. The form is checked with the core’s rules before it is sent (`services.shop.sendSmbRequest`) and the server’s refusals show under their fields with what was typed kept; one Idempotency-Key covers a request until the shop has stored it, so a double click or a retry stores one. Then the thanks take the focus and the list is read again. For anyone who is not corporate the widget shows nothing; a failed read says so with a way to try again.',
    withoutScript:
      'The manager’s contacts, the request form posting to the shop (with a key of its own, so a form posted twice stores one request) and the user’s requests as the server lists them. The widget replaces the inside and keeps the element.',
    example: `<div class="corporate-corner" data-widget="smb-request">
  <section aria-labelledby="smb-title"><h2 id="smb-title">Корпоративний куточок</h2>
  … the manager’s contacts, the request form, the requests …</section>
</div>`,
  },
  'store-map': storeMapProse,
  'address-book': {
    summary:
      'The delivery page’s address book: the user’s addresses (`services.addresses`), each with a change and a removal button, and the form for a new address or the change of one. The city is searched as it is typed (the combobox of the checkout: 166 ms after the last key, a newer key aborting the request on its way, “city not found” when nothing matches); the building and the apartment are checked with the core’s address rules before anything is sent, and the server’s verdict shows on its fields with what was typed kept. One save or removal at a time. A removal is confirmed in a modal `<dialog>` whose “keep” button has the focus. After a save the focus goes to the saved address in the list, after a removal to the list’s heading; an address removed meanwhile in another tab reads the list again and says so.',
    withoutScript:
      'The list with a change link (`?edit={id}`: the page with the change form) and a removal link (`?remove={id}`: the page asking to confirm, with a form posting the removal) per address, and the form for a new address posting to the page. The widget replaces the inside and keeps the element.',
    attributes: {
      addresses: 'the user’s addresses as the server listed them, newest first, as JSON: `[{ "id": 7, "city": "Київ", "street": "вул. Хрещатик", "building": "22А", "apartments": "15" }]` (`apartments` left out for a house)',
    },
    example: `<div class="address-book" data-widget="address-book"
     data-addresses='[{"id":7,"city":"Київ","street":"вул. Хрещатик","building":"22А","apartments":"15"}]'>
  … the page’s list of addresses and its form …
</div>`,
  },
  'bonus-history': {
    summary:
      'The bonuses page: the balance, which follows the user’s bonuses (`state.bonusesCount`, as the header’s counter does), and the history of its changes, newest first: the date, why (accrued; spent on order №…; returned from the cancelled order №…) and the signed change. Shown at once from the attribute, then read again (`services.purchases.loadBonusHistory()`) when the island mounts and whenever the page comes back into view; a failed read keeps what is shown and offers to try again.',
    withoutScript: 'The balance and the history as the server read them. The widget replaces the inside and keeps the element.',
    attributes: {
      bonusHistory: 'the balance and its history as JSON, as `GET me/bonuses` answers them: `{ "balance": 1500, "entries": [{ "id": 2, "kind": "spent", "change": -200, "order_id": 1001, "created_at": "2025-01-15T10:12:00.000Z" }] }`',
    },
    example: `<section class="bonus-history" data-widget="bonus-history"
     data-bonus-history='{"balance":1500,"entries":[{"id":1,"kind":"accrued","change":1500,"order_id":null,"created_at":"2024-12-01T09:00:00.000Z"}]}'>
  … the balance and the history table …
</section>`,
  },
  'purchase-list': {
    summary:
      'The purchases page’s orders: number, date, items, total and status (paid, cancelled, needs payment), an order that needs payment with a link to its payment page. Shown at once from the attribute, then read again (`services.purchases.loadOrders()`) when the island mounts, whenever the page comes back into view (an order paid in another tab shows as paid) and when it is restored from the back-forward cache; a failed read keeps what is shown and offers to try again.',
    withoutScript: 'The orders’ table with the same columns and pay links. The widget replaces the inside and keeps the element.',
    attributes: {
      orders: 'the user’s orders as `GET me/orders` answers them, as JSON: `[{ "id": 1042, "status": "needs_payment", "total": 25499, "created_at": "…", "items": [{ "title": "…", "quantity": 1 }], "payment_url": "/order/pay/…" }]`',
    },
    example: `<div class="purchases" data-widget="purchase-list" data-orders='[]'>
  … the page’s table of orders …
</div>`,
  },
  'profile-information': {
    summary:
      'The profile’s information form: first and last name, the phone in the shop’s mask, the birthday (day, month, year: a real past date, or all three blank) and the e-mail shown read-only. It takes over the page’s form with what it holds (what the shopper typed before it mounted too) and saves in place with the core’s `auth.updateProfile` (PUT me): the profile rules first, then the server’s refusals under their fields, what was typed kept; one save at a time. The header’s first name follows at once, in the other open tabs too.',
    withoutScript: 'A real form posting to the page’s own route (fields `first_name`, `last_name`, `phone`, `email` read-only, `birthday_day`, `birthday_month`, `birthday_year`), which shows the server’s errors and what was typed.',
    example: `<form class="form" method="post" action="/profile" data-widget="profile-information">…</form>`,
  },
  'profile-settings': {
    summary:
      'The profile’s settings: the language and the handedness, each applied as soon as it is chosen and saved with the account. A new language (`auth.changeLanguage`, PUT me/lang) switches the widgets, writes the language cookie, fetches the same page again and copies its header, main, bottom bar and footer in node by node (fetched as a document the browser parses, no script), with `<html lang>` and the title: no reload. The handedness (`auth.changeHandedness`, PUT me/settings) switches the left-handed layout at once. A failure is said in the form and leaves the page as it was.',
    withoutScript: 'A real form posting `lang` and `handedness` radios to the page’s own route.',
    attributes: { langCookie: 'the cookie the shop reads the page’s language from; none is written without it' },
    example: `<form class="form" method="post" action="/profile/settings" data-widget="profile-settings" data-lang-cookie="lang">…</form>`,
  },
};
