import { useSignals } from '@preact/signals-react/runtime';
import { addFromCard, type ProductId } from '@vitrina/core';
import type { MouseEvent } from 'react';
import { readCardAnalytics } from '../../card-analytics/read-card-analytics';
import { useVitrina } from '../../vitrina-context';
import { lazyModule } from '../../runtime/lazy-module';
import { Icon } from './icons';
import { navigation } from '../../runtime/navigation';
import { useLatestOf } from '../../runtime/use-latest-of';
import { useMessages } from '../../i18n/use-messages';

const afterAddCode = lazyModule(() => import('./after-add'));

/**
 * Buy → adding (busy) → in cart, then the flight to the cart link. The cart service shows the
 * product in the cart from the click on and takes it back when the call fails, so the button
 * follows `state.cart` and `cart.pending` alone; both are keyed, so another product's change does
 * not wake this card. `pageInCart` is the island's `data-in-cart`: when the page changes it, the
 * button shows it until the cart changes again. A product whose gifts have run out is offered
 * without its gift (after-add.ts).
 */
export function BuyButton({ productId, pageInCart = false }: { productId: ProductId; pageInCart?: boolean }) {
  useSignals();
  const vitrina = useVitrina();
  const { state, services } = vitrina;
  const { t } = useMessages();
  const adding = services.cart.pending.has(productId).value;
  const inCart = useLatestOf(pageInCart, state.cart.has(productId).value);

  // The card's analytics (the page's JSON around the button) say where the shopper is; the core's
  // addFromCard adds with them and reports add_to_cart. A product in the cart already goes to the cart page.
  const onClick = async (event: MouseEvent<HTMLElement>) => {
    const button = event.currentTarget;
    // The code for after the add (the flight, the answer to a refusal) comes while the add is on
    // its way; without it the add just does not fly.
    const afterAdd = afterAddCode.load().catch(() => null);
    const result = await addFromCard(services, productId, readCardAnalytics(button));
    if (result.status === 'already-in-cart') navigation.assign(result.cartUrl);
    if (result.status === 'added') void afterAdd.then((code) => code?.flyToCart(button));
    if (result.status === 'refused') void afterAdd.then((code) => code?.answerRefusal(result.error, vitrina, productId, button));
  };

  // Not `disabled`: that would drop the keyboard user's focus, which stays on the button through
  // "adding" to "in cart"; a click meanwhile does nothing.
  if (adding) {
    return (
      <button className="vitrina-button vitrina-button--primary" type="button" aria-disabled="true" aria-busy="true">
        <span className="vitrina-spinner" aria-hidden="true" />
        {t('product.adding')}
      </button>
    );
  }
  if (inCart) {
    return (
      <button className="vitrina-button vitrina-button--done" type="button" onClick={onClick}>
        <Icon name="check" />
        {t('product.in_cart')}
      </button>
    );
  }
  return (
    <button className="vitrina-button vitrina-button--primary" type="button" onClick={onClick}>
      <Icon name="cart" />
      {t('product.buy')}
    </button>
  );
}
