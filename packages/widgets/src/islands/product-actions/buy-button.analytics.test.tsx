import type { AnalyticsEvent } from '@vitrina/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VitrinaProvider } from '../../vitrina-context';
import { ProductActions } from './product-actions';
import { actionsProps, API, cartOf, testVitrina } from '../../testing/test-vitrina';
import { sampleCardAnalytics, sampleListAnalytics } from '../../../../core/src/cards/test-card-context';
import { quietWarnings } from '../../testing/quiet-warnings';
import { inCardOfList } from '../../testing/card-in-list';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

quietWarnings();

const card = sampleCardAnalytics;
const list = sampleListAnalytics;

/** The cart API, answering every add; `bodies` holds what each call sent. */
function cartApi(status = 200) {
  const bodies: Record<string, unknown>[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    if (status !== 200) return HttpResponse.json({ message: 'down' }, { status });
    return HttpResponse.json({ success: true, data: cartOf('c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90', [body.product_id as number]) });
  };
  server.use(http.post(`${API.shop}cart/create`, answer), http.post(`${API.shop}cart/update/:cartId`, answer));
  return bodies;
}

/** The island inside a card inside a list, as the shop renders them. */
function renderInCard(item: string | null, listJson: string | null = JSON.stringify(list)) {
  const events: AnalyticsEvent[] = [];
  const vitrina = testVitrina({ analytics: (event) => void events.push(event) });
  const island = inCardOfList(document.createElement('div'), item, listJson);
  render(
    <VitrinaProvider vitrina={vitrina}>
      <ProductActions {...actionsProps({ productId: 1001 })} />
    </VitrinaProvider>,
    { container: island },
  );
  return { vitrina, events };
}

async function buy(vitrina: ReturnType<typeof testVitrina>) {
  await act(async () => {
    screen.getByRole('button', { name: 'Купити' }).click();
    await vitrina.services.cart.whenIdle();
  });
  // Every event so far has reached the sink once the analytics code is there.
  await act(() => vitrina.services.analytics.ready());
}

describe('buying from a product card of a list', () => {
  it('sends the list’s page, filters and sorting with the add, and add_to_cart with the card, its position and its list', async () => {
    const bodies = cartApi();
    const { vitrina, events } = renderInCard(JSON.stringify(card));
    await buy(vitrina);

    expect(bodies).toEqual([
      {
        product_id: 1001,
        pageNumber: 2,
        filterOptions: { brand: ['Apple', 'Samsung'] },
        sortingState: { by: 'price', direction: 'asc' },
      },
    ]);
    const added = events.filter((event) => event.name === 'add_to_cart');
    expect(added).toEqual([
      {
        name: 'add_to_cart',
        params: {
          currency: 'UAH',
          value: 35999,
          items: [
            {
              item_id: '1001',
              item_name: 'Смартфон Apple iPhone 15 128GB',
              item_brand: 'Apple',
              item_category: 'Смартфони',
              item_category2: 'Apple',
              price: 35999,
              discount: 2000,
              quantity: 1,
              index: 5,
            },
          ],
          item_list_name: 'Смартфони',
          page: 2,
          filter_names: 'brand',
          filters: { brand: 'Apple|Samsung' },
          sort_by: 'price',
          sort_direction: 'asc',
        },
      },
    ]);
    expect(screen.getByRole('button', { name: 'У кошику' })).toBeTruthy();
    vitrina.destroy();
  });

  it('a click on "in cart" sends no second add_to_cart', async () => {
    cartApi();
    const { vitrina, events } = renderInCard(JSON.stringify(card));
    await buy(vitrina);
    await act(async () => screen.getByRole('button', { name: 'У кошику' }).click());
    await act(() => vitrina.services.analytics.ready());
    expect(events.filter((event) => event.name === 'add_to_cart')).toHaveLength(1);
    vitrina.destroy();
  });

  it.each([
    ['without analytics', null],
    ['with broken analytics', '{"id":1001'],
    ['with another product’s analytics', JSON.stringify({ ...card, id: 2002 })],
  ])('a card %s is added all the same, as from page 1, with no add_to_cart', async (_, item) => {
    const bodies = cartApi();
    const { vitrina, events } = renderInCard(item);
    await buy(vitrina);
    expect(bodies).toEqual([{ product_id: 1001, pageNumber: 1, filterOptions: {}, sortingState: null }]);
    expect(events.map((event) => event.name)).not.toContain('add_to_cart');
    expect(screen.getByRole('button', { name: 'У кошику' })).toBeTruthy();
    vitrina.destroy();
  });

  it('an add the server refuses sends no add_to_cart', async () => {
    cartApi(500);
    const { vitrina, events } = renderInCard(JSON.stringify(card));
    await buy(vitrina);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Купити' })).toBeTruthy());
    expect(events.map((event) => event.name)).not.toContain('add_to_cart');
    vitrina.destroy();
  });
});
