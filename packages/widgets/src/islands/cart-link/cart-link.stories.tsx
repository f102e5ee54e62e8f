import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { inIsland, inRussian, text, vitrinaOf } from '../../testing/story-fixtures';
import { CartLinkIsland } from './cart-link-island';

const cartId = 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90';

/** The shop's header link, which is the island element; the widget keeps its `hidden` and name. */
const cartLinkOf = (canvasElement: HTMLElement): HTMLAnchorElement => canvasElement.querySelector<HTMLAnchorElement>('a.cart-link')!;

const meta = {
  title: 'Widgets/CartLink',
  component: CartLinkIsland,
  decorators: [inIsland('cart-link', { className: 'header-action cart-link', href: '/cart', 'data-counter': 'cart' }, 'a')],
} satisfies Meta<typeof CartLinkIsland>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server counted three units; the link shows until the SDK's cart says otherwise. */
export const WithItems: Story = {
  args: { count: 3 },
  async play(context) {
    const link = cartLinkOf(context.canvasElement);
    await waitFor(() => expect(link).toHaveAttribute('aria-label', text(context, { uk: 'Кошик: 3 товари', ru: 'Корзина: 3 товара' })));
    await expect(link).toBeVisible();
    await expect(link).toHaveTextContent('3');
  },
};
export const WithItemsRu: Story = inRussian(WithItems);

/** An empty cart: the link is hidden (this story shows nothing). */
export const Empty: Story = {
  args: { count: 0 },
  async play(context) {
    const link = cartLinkOf(context.canvasElement);
    await waitFor(() => expect(link).toHaveAttribute('hidden'));
    await expect(link).not.toBeVisible();
  },
};
export const EmptyRu: Story = inRussian(Empty);

/** The page said 0, then the shopper added a product: the SDK's count wins and the link shows. */
export const CountFromCart: Story = {
  args: { count: 0 },
  parameters: {
    msw: [
      http.post('/api/shop/cart/create', () =>
        HttpResponse.json({
          success: true,
          data: { cart_id: cartId, suppliers: [{ id: 1, products: [{ id: 1001, choosed_quantity: 1 }] }], cart_count: 1 },
        }),
      ),
    ],
  },
  async play(context) {
    const link = cartLinkOf(context.canvasElement);
    await vitrinaOf(context).services.cart.add(1001);
    await waitFor(() => expect(link).not.toHaveAttribute('hidden'));
    await expect(link).toHaveAttribute('aria-label', text(context, { uk: 'Кошик: 1 товар', ru: 'Корзина: 1 товар' }));
  },
};
export const CountFromCartRu: Story = inRussian(CountFromCart);
