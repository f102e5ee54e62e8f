import { addFromCard, isGiftsRunOut, type ProductId, type Vitrina } from '@vitrina/core';
import { readCardAnalytics } from '../../card-analytics/read-card-analytics';
import { flyToCart } from './fly-to-cart';

/*
 * What the buy button does once the add has answered, loaded while the add is on its way: the
 * flight to the cart link, or the answer to a refusal.
 */
export { flyToCart };

/**
 * A refused add: for a product whose gifts have run out, the offer to buy it without its gift
 * (dialogs/gift-offer, loaded then), which adds it from `button`'s card as the buy button does, and
 * flies. Any other refusal: nothing more (the cart shows the product as before, the error went to
 * the SDK's onError).
 */
export function answerRefusal(error: unknown, vitrina: Vitrina, productId: ProductId, button: HTMLElement): void {
  if (!isGiftsRunOut(error)) return;
  const buyWithoutGift = async () => {
    const result = await addFromCard(vitrina.services, productId, readCardAnalytics(button), { withoutGift: true });
    if (result.status === 'added') flyToCart(button);
  };
  import('../../dialogs/gift-offer/gift-offer').then(
    (module) => module.offerWithoutGift(vitrina, () => void buyWithoutGift()),
    (failure: unknown) => console.warn('Vitrina: the offer to buy without the gift could not be loaded —', failure),
  );
}
