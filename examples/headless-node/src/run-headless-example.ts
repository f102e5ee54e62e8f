import { createMemoryStore, createVitrina, formatPrice, type ProductCard, type VitrinaError } from '@vitrina/core';

export interface HeadlessExampleOptions {
  /** The shop's origin, e.g. http://127.0.0.1:3000 (its APIs live under /api/profile/ and /api/shop/). */
  readonly shopUrl: string;
  /** Receives the transcript, one line at a time. */
  readonly log: (line: string) => void;
  /** A demo account of the example shop. */
  readonly account?: { readonly email: string; readonly password: string };
  readonly categoryId?: number;
  readonly promoCode?: string;
}

export interface HeadlessExampleResult {
  /** The products put in the cart, in order. */
  readonly addedIds: readonly number[];
  /** The cart's total after the promo code, UAH. */
  readonly total: number;
  readonly promoDiscount: number;
}

const DEMO_ACCOUNT = { email: 'customer@vitrina.example', password: 'customer123' };

/**
 * Shops on the example shop with nothing but @vitrina/core: checks for a saved session, lists a
 * category, puts two products in the cart (the first one twice, which the cart answers with
 * "already in the cart"), applies a promo code, prints the total in both languages, logs in (the
 * cart goes along into the account's) and logs out.
 */
export async function runHeadlessExample(options: HeadlessExampleOptions): Promise<HeadlessExampleResult> {
  const { log, account = DEMO_ACCOUNT, categoryId = 1, promoCode = 'VITRINA10' } = options;
  const origin = options.shopUrl.replace(/\/+$/, '');
  const vitrina = createVitrina({
    api: { profile: `${origin}/api/profile/`, shop: `${origin}/api/shop/` },
    // Node has no localStorage or document: both live in memory for this run.
    storage: createMemoryStore(),
    lang: 'uk',
    analytics: (event) => log(`  [analytics] ${event.name}`),
    onError: (error: VitrinaError) => log(`  [reported] ${error.name}: ${error.message}`),
  });
  const { auth, cart, analytics } = vitrina.services;

  try {
    log(`Vitrina headless example — ${origin}`);

    // The login check a page runs on load: no saved session in a fresh run, so a guest shops.
    const restored = await auth.restore();
    log(restored ? `Restored the session of ${restored.first_name}` : 'No saved session: shopping as a guest');

    const { data: page } = await vitrina.api.call('loadProducts', { query: { category_id: categoryId, page: 1 } });
    log(`Category ${categoryId}, page ${page.page}: ${page.products.length} of ${page.total} products`);
    page.products.slice(0, 3).forEach((card, index) => log(`  ${index + 1}. ${card.title} — ${vitrina.format.price(priceOf(card))}`));

    const buyable = page.products.filter(
      (card) =>
        card.buttons.to_cart === 1 &&
        card.isAvailableToBuy &&
        !card.is_corporate &&
        !card.is_promotion_enabled &&
        !vitrina.state.cart.has(card.id).value,
    );
    const picked = buyable.slice(0, 2);
    if (picked.length < 2) throw new Error(`Category ${categoryId} has fewer than two products to buy`);

    for (const [index, card] of picked.entries()) {
      const result = await cart.add(card.id, { pageNumber: page.page });
      if (result.status !== 'added') throw new Error(`Could not add ${card.title}: ${result.status}`);
      analytics.addToCart(card, { index, page: page.page });
      log(`Added to the cart: ${card.title}`);
    }
    const [first] = picked;
    const again = await cart.add(first!.id);
    log(again.status === 'already-in-cart' ? `Already in the cart: ${first!.title} (go to ${again.cartUrl})` : `Unexpected: ${again.status}`);

    const applied = await cart.applyPromoCode(promoCode);
    const current = applied.status === 'changed' ? applied.cart : cart.current.value;
    const promoDiscount = current?.promocode?.discount ?? 0;
    log(`Promo code ${promoCode}: −${formatPrice(promoDiscount, 'uk')}`);

    const total = current?.total ?? 0;
    log(`Cart: ${vitrina.state.cartCount.value} items`);
    log(`Total (uk): ${formatPrice(total, 'uk')}`);
    log(`Total (ru): ${formatPrice(total, 'ru')}`);

    // Logging in takes the guest's cart along into the account's cart.
    const user = await auth.login(account);
    await cart.whenIdle();
    log(`Logged in as ${user.first_name} (${user.email}): the account's cart holds ${vitrina.state.cartCount.value} items`);

    await auth.logout();
    log(`Logged out; the cart here now holds ${vitrina.state.cartCount.value} items`);
    return { addedIds: picked.map((card) => card.id), total, promoDiscount };
  } finally {
    vitrina.services.sync.stop();
    vitrina.destroy();
  }
}

function priceOf(card: ProductCard): number {
  return card.price_with_discount ?? card.price;
}
