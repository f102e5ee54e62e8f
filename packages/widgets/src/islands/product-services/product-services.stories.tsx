import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { inRussian, vitrinaOf } from '../../testing/story-fixtures';
import { ProductServices } from './product-services';

const productId = 3003;
const serviceId = 9001;
const cartId = 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90';

const cartWith = (services: readonly number[]) => ({
  cart_id: cartId,
  suppliers: [
    { id: 1, products: [{ id: productId, choosed_quantity: 1, service_products: services.map((id) => ({ id, choosed_quantity: 1 })) }] },
  ],
  cart_count: 1,
});

/** The services the story's cart holds; every story starts with none. */
let services: number[] = [];

/** A guest's cart holding the product (or taking it when it is added), whose service changes the API takes. */
const cartApi = [
  http.post('/api/shop/cart/create', () => HttpResponse.json({ success: true, data: cartWith(services) })),
  http.post('/api/shop/cart/update/:cartId', () => HttpResponse.json({ success: true, data: cartWith(services) })),
  http.get(`/api/shop/cart/${cartId}`, () => HttpResponse.json({ success: true, data: cartWith(services) })),
  http.post('/api/shop/cart/change_quantity', async ({ request }) => {
    const body = (await request.json()) as { product_id: number; quantity: number };
    services = body.quantity > 0 ? [...new Set([...services, body.product_id])] : services.filter((id) => id !== body.product_id);
    return HttpResponse.json({ success: true, data: cartWith(services) });
  }),
];

const withCart = { vitrina: { cookieDocument: { cookie: `cart_id=${cartId}` }, retryLimit: 0 } };

const meta = {
  title: 'Widgets/ProductServices',
  component: ProductServices,
  args: { productId, toCart: true, serviceId, serviceTitle: 'Захисне скло', price: 399 },
  parameters: { msw: cartApi, ...withCart },
  async beforeEach(context) {
    services = [];
    // The SDK's own first read of the cart may go out before the story's API mock is up: read again.
    await vitrinaOf(context).services.cart.reload();
    return () => {
      services = [];
    };
  },
  // Each service is an island: an item of the product page's services list.
  decorators: [
    (Story) => (
      <ul aria-label="Додаткові послуги / Дополнительные услуги" style={{ listStyle: 'none', padding: 0 }}>
        <li data-widget="product-services">
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof ProductServices>;

export default meta;
type Story = StoryObj<typeof meta>;

const service = /Захисне скло/;

/** The product is in the cart without the service: unchecked; checking adds it. */
export const Unchecked: Story = {
  async play(context) {
    const { canvas, userEvent } = context;
    const box = canvas.getByRole('checkbox', { name: service });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    // Checked at once (the state asked for), and still checked once the cart has answered.
    await expect(box).toBeChecked();
    await waitFor(
      () =>
        expect(vitrinaOf(context).services.cart.current.value?.suppliers[0]?.products[0]?.service_products).toEqual([
          { id: serviceId, choosed_quantity: 1 },
        ]),
      { timeout: 5000 },
    );
    await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled'));
    await expect(box).toBeChecked();
  },
};
export const UncheckedRu: Story = inRussian(Unchecked);

/** The cart holds the service: checked. */
export const Checked: Story = {
  parameters: {
    msw: [http.get(`/api/shop/cart/${cartId}`, () => HttpResponse.json({ success: true, data: cartWith([serviceId]) })), ...cartApi],
  },
  async play(context) {
    await waitFor(() => expect(context.canvas.getByRole('checkbox', { name: service })).toBeChecked(), { timeout: 5000 });
  },
};
export const CheckedRu: Story = inRussian(Checked);

/** While the change is on its way: not changeable and busy, keeping the focus, showing the state asked for. */
export const Busy: Story = {
  parameters: {
    msw: [http.post('/api/shop/cart/change_quantity', () => delay('infinite')), ...cartApi],
  },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('checkbox', { name: service }));
    const box = canvas.getByRole('checkbox', { name: service });
    await expect(box).toHaveAttribute('aria-disabled', 'true');
    await expect(box).toHaveAttribute('aria-busy', 'true');
    await expect(box).toHaveFocus();
    await expect(box).toBeChecked();
  },
};
export const BusyRu: Story = inRussian(Busy);

/** The cart refuses the change: the checkbox goes back and an error notice is raised. */
export const Fails: Story = {
  parameters: {
    msw: [http.post('/api/shop/cart/change_quantity', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })), ...cartApi],
  },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('checkbox', { name: service }));
    await waitFor(() => expect(vitrinaOf(context).state.notifier.value.variant).toBe('error'));
    await expect(canvas.getByRole('checkbox', { name: service })).not.toBeChecked();
  },
};
export const FailsRu: Story = inRussian(Fails);

/** A product that cannot be bought and is not in the cart takes no service. */
export const Unavailable: Story = {
  args: { toCart: false },
  // No cart cookie: the product is not in a cart.
  parameters: { vitrina: { cookieDocument: { cookie: '' } } },
  async play(context) {
    await expect(context.canvas.getByRole('checkbox', { name: service })).toBeDisabled();
  },
};
export const UnavailableRu: Story = inRussian(Unavailable);
