import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Vitrina } from '@vitrina/core';
import { http, HttpResponse } from 'msw';
import { ProductActions } from './product-actions';
import './product-actions.css';

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

const corporateUser = {
  uuid: '0b7e7c1a-0000-4000-8000-00000000c0c0',
  lang: { code: 'uk' },
  first_name: 'Ірина',
  last_name: 'Бондар',
  email: 'iryna@example.ua',
  phone: null,
  birthday: null,
  role: { slug: 'corporate' },
  handedness: 'right',
  is_user_can_see_distributors: false,
  cart: [],
  cart_count: 0,
  cart_id: null,
  favorites: [],
  compares: [],
  preorders: [],
  bonuses_count: null,
};

const meta = {
  title: 'Widgets/ProductActions',
  component: ProductActions,
  args: {
    productId: 1001,
    toCart: true,
    preOrder: false,
    notify: false,
    inCart: false,
    favorites: false,
    compare: false,
    oneClick: true,
    tooltipActive: 'Видалити з обраного',
    tooltipInactive: 'Додати в обране',
  },
  parameters: { msw: cartApi },
} satisfies Meta<typeof ProductActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buy, the one-click link and the two toggles; buying goes through "adding" to "in cart". */
export const InStock: Story = {};

export const InCart: Story = {
  args: { inCart: true },
  async beforeEach({ loaded }) {
    await (loaded.vitrina as Vitrina).services.cart.add(1001);
  },
};

export const PreOrder: Story = {
  args: { toCart: false, preOrder: true, oneClick: false },
};

export const Notify: Story = {
  args: { toCart: false, notify: true, oneClick: false },
};

/** A corporate user sees no one-click link. */
export const Corporate: Story = {
  parameters: {
    vitrina: { cookieDocument: { cookie: 'token=story-token' } },
    msw: [
      ...cartApi,
      http.get('/api/profile/me', () => HttpResponse.json({ success: true, data: corporateUser })),
      // The rest of the session's reads (general data, lists, bonuses): nothing to show here.
      http.all('/api/*', () => HttpResponse.json({ message: 'Not in this story' }, { status: 404 })),
    ],
  },
  async beforeEach({ loaded }) {
    await (loaded.vitrina as Vitrina).services.auth.restore();
  },
};
