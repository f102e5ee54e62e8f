import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, type RequestHandler } from 'msw';
import { expect } from 'storybook/test';
import { inRussian, text } from '../../testing/story-fixtures';
import { ModalHost } from '../../islands/modal-host/modal-host';
import { apiError, modalStory, ok } from '../../testing/modal-story-kit';

const CART_ID = 'c7b1e0a4-2f6d-4d8e-9a3b-5c1f7e2d8a90';
const promo = { code: 'SPRING25', kind: 'promo', discount: 500 };
const cart = { cart_id: CART_ID, suppliers: [{ id: 1, products: [{ id: 1001, choosed_quantity: 1 }] }], cart_count: 1 };
const cartHandlers = [
  http.get(`/api/shop/cart/${CART_ID}`, () => ok(cart)),
  http.post('/api/shop/cart/promocode', () => ok({ ...cart, promocode: promo })),
];
const submit = { uk: 'Застосувати', ru: 'Применить' };

/** A guest with a cart, as the shop's pages keep it (the `cart_id` cookie). */
function withCart(handlers: RequestHandler[]) {
  const story = modalStory('promo-code', { handlers: [...handlers, ...cartHandlers] });
  return { ...story, parameters: { ...story.parameters, vitrina: { cookieDocument: { cookie: `cart_id=${CART_ID}` } } } };
}

const meta = { title: 'Modals/PromoCode', component: ModalHost } satisfies Meta<typeof ModalHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code field. */
export const Form: Story = {
  ...withCart([http.post('/api/shop/cart/get_promocode', () => ok(promo))]),
  async play(context) {
    await expect(await context.canvas.findByRole('dialog', { name: text(context, { uk: 'Промокод', ru: 'Промокод' }) })).toHaveAttribute('open');
  },
};
export const FormRu: Story = inRussian(Form);

/** Under 4 characters: said before asking the shop. */
export const TooShort: Story = {
  ...withCart([]),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByRole('textbox', { name: /Промокод/ }), 'AB1');
    await userEvent.click(canvas.getByRole('button', { name: text(context, submit) }));
    await expect(
      await canvas.findByText(text(context, { uk: 'Промокод має містити щонайменше 4 символи', ru: 'Промокод должен содержать не менее 4 символов' })),
    ).toBeInTheDocument();
  },
};
export const TooShortRu: Story = inRussian(TooShort);

/** Unknown to the shop. */
export const NotFound: Story = {
  ...withCart([http.post('/api/shop/cart/get_promocode', () => apiError(404, 'errors.promo_code_not_found'))]),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByRole('textbox', { name: /Промокод/ }), 'WINTER99');
    await userEvent.click(canvas.getByRole('button', { name: text(context, submit) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(context, { uk: 'Промокод не знайдено', ru: 'Промокод не найден' }));
  },
};
export const NotFoundRu: Story = inRussian(NotFound);

/** Used already. */
export const AlreadyUsed: Story = {
  ...withCart([http.post('/api/shop/cart/get_promocode', () => apiError(409, 'errors.promo_code_already_used'))]),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByRole('textbox', { name: /Промокод/ }), 'SPRING25');
    await userEvent.click(canvas.getByRole('button', { name: text(context, submit) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text(context, { uk: 'Цей промокод уже використано', ru: 'Этот промокод уже использован' }),
    );
  },
};
export const AlreadyUsedRu: Story = inRussian(AlreadyUsed);

/** Checked and applied: the discount. */
export const Applied: Story = {
  ...Form,
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByRole('textbox', { name: /Промокод/ }), 'SPRING25');
    await userEvent.click(canvas.getByRole('button', { name: text(context, submit) }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('500 грн');
  },
};
export const AppliedRu: Story = inRussian(Applied);
