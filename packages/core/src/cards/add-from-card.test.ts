import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import { addFromCard, isGiftsRunOut, type AddFromCardServices, type CardContext } from './add-from-card';
import { sampleCardAnalytics as product, sampleListAnalytics } from './test-card-context';

const card: CardContext = { product, list: sampleListAnalytics };

function services(add: AddFromCardServices['cart']['add']) {
  const addToCart = vi.fn();
  return { cart: { add: vi.fn(add) }, analytics: { addToCart } };
}

const added = async () => ({ status: 'added' as const, cart: {} as never });

describe('addFromCard', () => {
  it('adds with the list’s page, filters and sorting, and sends add_to_cart with the card’s place', async () => {
    const used = services(added);
    expect(await addFromCard(used, 1001, card)).toEqual({ status: 'added' });
    expect(used.cart.add).toHaveBeenCalledWith(1001, {
      pageNumber: 2,
      filterOptions: { brand: ['Apple', 'Samsung'] },
      sortingState: { by: 'price', direction: 'asc' },
    });
    expect(used.analytics.addToCart).toHaveBeenCalledWith(product, {
      index: 5,
      listName: 'Смартфони',
      page: 2,
      filters: { brand: ['Apple', 'Samsung'] },
      sorting: { by: 'price', direction: 'asc' },
    });
  });

  it('leaves out what the list does not say', async () => {
    const used = services(added);
    await addFromCard(used, 1001, { product: { ...product, index: undefined }, list: {} });
    expect(used.cart.add).toHaveBeenCalledWith(1001, {});
    expect(used.analytics.addToCart).toHaveBeenCalledWith({ ...product, index: undefined }, {});
  });

  it('adds a product without a card, or whose card names another product, with no place and no event', async () => {
    for (const context of [null, { ...card, product: { ...product, id: 2002 } }]) {
      const used = services(added);
      expect(await addFromCard(used, 1001, context)).toEqual({ status: 'added' });
      expect(used.cart.add).toHaveBeenCalledWith(1001, {});
      expect(used.analytics.addToCart).not.toHaveBeenCalled();
    }
  });

  it('sends the shopper to the cart page for a product in the cart already', async () => {
    const used = services(async () => ({ status: 'already-in-cart', cartUrl: '/cart' }));
    expect(await addFromCard(used, 1001, card)).toEqual({ status: 'already-in-cart', cartUrl: '/cart' });
    expect(used.analytics.addToCart).not.toHaveBeenCalled();
  });

  it('reports a failed or dropped add as refused, with no event; a failed one with its error', async () => {
    const down = new Error('down');
    const failed = services(async () => Promise.reject(down));
    expect(await addFromCard(failed, 1001, card)).toEqual({ status: 'refused', error: down });
    const dropped = services(async () => ({ status: 'cancelled' as const }));
    expect(await addFromCard(dropped, 1001, card)).toEqual({ status: 'refused' });
    for (const used of [failed, dropped]) expect(used.analytics.addToCart).not.toHaveBeenCalled();
  });

  it('gives the error of a refusal, which tells a product whose gifts have run out (409 errors.gifts_run_out), and adds it without the gift when asked', async () => {
    const runOut = new HttpError('CreateReactCart', 409, { message: 'errors.gifts_run_out' }, { messageKey: 'errors.gifts_run_out' });
    const refused = services(async () => Promise.reject(runOut));
    const result = await addFromCard(refused, 1001, card);
    expect(result).toEqual({ status: 'refused', error: runOut });
    expect(result.status === 'refused' && isGiftsRunOut(result.error)).toBe(true);
    expect(refused.analytics.addToCart).not.toHaveBeenCalled();
    expect(isGiftsRunOut(new HttpError('CreateReactCart', 409, {}, { messageKey: 'errors.product_not_buyable' }))).toBe(false);
    expect(isGiftsRunOut(new Error('errors.gifts_run_out'))).toBe(false);

    const used = services(added);
    expect(await addFromCard(used, 1001, card, { withoutGift: true })).toEqual({ status: 'added' });
    expect(used.cart.add).toHaveBeenCalledWith(1001, expect.objectContaining({ withoutGift: true, pageNumber: 2 }));
    expect(used.analytics.addToCart).toHaveBeenCalledTimes(1);
  });
});
