import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testServiceContext } from '../catalog/test-service-context';
import { createServices } from '../create-services';
import { CART_ID, SHOP, server, useFakeShop } from './test-checkout-kit';

useFakeShop();

const offers = {
  price: 36997,
  credits: [
    {
      type: 'mono-internet-pch',
      title: 'Покупка частинами monobank',
      bank_items: [
        {
          id: 5,
          title: 'monobank',
          logo: null,
          propositions: [
            { type: 'mono-internet-pch', number_months: 10, monthly_payment: 3699.7 },
            { type: 'mono-internet-pch', number_months: 3, monthly_payment: 12332.33 },
          ],
        },
      ],
    },
  ],
};

describe('the checkout service on the SDK’s services', () => {
  it('loads the cart’s credit offers, each bank’s terms fewest months first with the first selected', async () => {
    const paths: string[] = [];
    server.use(
      http.get(`${SHOP}/cart/:cartId/credits`, ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ success: true, data: offers });
      }),
    );
    const { context } = testServiceContext();
    const { checkout } = createServices(context);
    const loaded = await checkout.loadCreditOffers(CART_ID);
    expect(paths).toEqual([`/api/shop/cart/${CART_ID}/credits`]);
    expect(loaded.price).toBe(36997);
    expect(loaded.banks).toEqual([
      expect.objectContaining({
        id: 5,
        creditType: 'mono-internet-pch',
        propositions: [expect.objectContaining({ number_months: 3, isSelected: true }), expect.objectContaining({ number_months: 10, isSelected: false })],
      }),
    ]);
  });

  it('keeps and reads the draft of a cart, and gives each field a city search of its own', async () => {
    const { context } = testServiceContext();
    const { checkout } = createServices(context);
    expect(await checkout.readDraft(CART_ID)).toBeNull();
    const [one, other] = await Promise.all([checkout.citySearch(), checkout.citySearch()]);
    expect(one).not.toBe(other);
    expect(one.status.value).toBe('idle');
  });
});
