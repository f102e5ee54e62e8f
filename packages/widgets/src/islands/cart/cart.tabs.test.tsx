import { screen, waitFor } from '@testing-library/react';
import type { Vitrina } from '@vitrina/core';
import { afterEach, describe, expect, it } from 'vitest';
import { cartPageVitrina, inLine, openCartPage } from '../../testing/cart-page-test-kit';
import { islandPage } from '../../testing/island-test-kit';
import { cheapCartLine, sampleCartLines } from '../../testing/sample-cart-lines';

const page = islandPage();
let otherTab: Vitrina | undefined;
afterEach(() => {
  otherTab?.destroy();
  otherTab = undefined;
});

/** The same shopper's cart open in another tab of the same shop. */
async function openOtherTab(api: Awaited<ReturnType<typeof openCartPage>>['api']): Promise<Vitrina> {
  otherTab = cartPageVitrina(api);
  await otherTab.services.cart.whenIdle();
  return otherTab;
}

describe('the cart page and the shopper’s other tabs', () => {
  it('shows a change made in another tab without a reload', async () => {
    const { api } = await openCartPage(page, { lines: sampleCartLines() });
    await screen.findByRole('heading', { name: /JBL Tune/ });
    const other = await openOtherTab(api);

    await other.services.cart.setQuantity(3010, 5);
    await other.services.cart.remove(3003);

    await waitFor(() => expect(screen.queryByRole('heading', { name: /Samsung Galaxy A55/ })).toBeNull());
    expect(inLine(/JBL Tune/).getByRole<HTMLInputElement>('textbox', { name: 'Кількість' }).value).toBe('5');
    expect(inLine(/JBL Tune/).getByText('9 495 грн')).toBeTruthy();
  });

  it('shows a product another tab put in an empty cart', async () => {
    const { api } = await openCartPage(page, { lines: [] });
    await screen.findByText('Кошик порожній');
    const other = await openOtherTab(api);

    // The shop adds it; the other tab's read of the cart is what it announces.
    api.edit(() => [cheapCartLine()]);
    await other.services.cart.reload();

    expect(await screen.findByRole('heading', { name: /Baseus/ })).toBeTruthy();
    expect(screen.queryByText('Кошик порожній')).toBeNull();
  });
});
