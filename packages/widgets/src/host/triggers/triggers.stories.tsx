import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { expect, waitFor } from 'storybook/test';
import { inRussian, text, vitrinaOf } from '../../testing/story-fixtures';
import { storyTexts as texts } from '../../testing/story-texts';
import { useVitrina } from '../../vitrina-context';
import { triggersBehaviour } from './trigger-behaviour';

const productId = 1001;
const cartId = 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90';

/** A cart API that takes every add into one cart. */
const cartApi = (() => {
  const ids: number[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const { product_id } = (await request.json()) as { product_id: number };
    if (!ids.includes(product_id)) ids.push(product_id);
    return HttpResponse.json({
      success: true,
      data: { cart_id: cartId, suppliers: [{ id: 1, products: ids.map((id) => ({ id, choosed_quantity: 1 })) }], cart_count: ids.length },
    });
  };
  return [http.post('/api/shop/cart/create', answer), http.post('/api/shop/cart/update/:cartId', answer)];
})();

/** A cart API that never answers: the trigger stays busy. */
const cartApiHeld = [http.post('/api/shop/cart/create', () => delay('infinite')), http.post('/api/shop/cart/update/:cartId', () => delay('infinite'))];

/**
 * A legacy page's fragment with no script of its own: a buy button and a favourites button carrying
 * trigger attributes, and the triggers started on the story's document as the script build starts them.
 */
function LegacyOffer({ buy, favorites }: { buy: string; favorites: string }) {
  const vitrina = useVitrina();
  useEffect(() => triggersBehaviour({ document, vitrina }).stop, [vitrina]);
  return (
    <p>
      <button type="button" data-vitrina-add-to-cart={productId}>
        {buy}
      </button>{' '}
      <button type="button" data-vitrina-toggle="favorites" data-vitrina-product={productId}>
        {favorites}
      </button>
    </p>
  );
}

const meta = {
  title: 'Host/Triggers',
  component: LegacyOffer,
  args: { buy: texts.buy.uk, favorites: texts.favorites.uk },
  parameters: { msw: cartApi },
} satisfies Meta<typeof LegacyOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

const russian = (story: Story): Story => ({ ...inRussian(story), args: { buy: texts.buy.ru, favorites: texts.favorites.ru } });

/** Buy adds the product: the button is marked in the cart; favourites is pressed, then not. */
export const AddsAndToggles: Story = {
  async play(context) {
    const { canvas } = context;
    const buy = canvas.getByRole('button', { name: text(context, texts.buy) });
    const favorites = canvas.getByRole('button', { name: text(context, texts.favorites) });
    await waitFor(() => expect(favorites).toHaveAttribute('aria-pressed', 'false'));

    buy.click();
    await waitFor(() => expect(buy).toHaveAttribute('data-vitrina-in-cart', ''));
    await expect(buy).not.toHaveAttribute('aria-busy');
    await expect(vitrinaOf(context).state.cartCount.value).toBe(1);

    favorites.click();
    await waitFor(() => expect(favorites).toHaveAttribute('aria-pressed', 'true'));
    favorites.click();
    await waitFor(() => expect(favorites).toHaveAttribute('aria-pressed', 'false'));
  },
};
export const AddsAndTogglesRu: Story = russian(AddsAndToggles);

/** While the cart has not answered, buy is busy (aria-busy, aria-disabled) and keeps the focus. */
export const Busy: Story = {
  parameters: { msw: cartApiHeld },
  async play(context) {
    const { canvas } = context;
    const buy = canvas.getByRole('button', { name: text(context, texts.buy) });
    await waitFor(() => expect(canvas.getByRole('button', { name: text(context, texts.favorites) })).toHaveAttribute('aria-pressed', 'false'));
    buy.focus();
    buy.click();
    await waitFor(() => expect(buy).toHaveAttribute('aria-busy', 'true'));
    await expect(buy).toHaveAttribute('aria-disabled', 'true');
    await expect(buy).toHaveFocus();
    await expect(buy).not.toHaveAttribute('data-vitrina-in-cart');
  },
};
export const BusyRu: Story = russian(Busy);
