import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect } from 'storybook/test';
import { inRussian, text } from '../../testing/story-fixtures';
import { ModalHost } from '../../islands/modal-host/modal-host';
import { apiError, modalStory, ok } from '../../testing/modal-story-kit';

const ORDER = '/api/shop/cart/one_click_order';
const title = { uk: 'Купити в 1 клік', ru: 'Купить в 1 клик' };
const submit = { uk: 'Замовити', ru: 'Заказать' };
const phone = /Телефон/;

const meta = { title: 'Modals/OneClick', component: ModalHost } satisfies Meta<typeof ModalHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The phone field, masked '+38 ### ### ## ##' as the shopper types. */
export const Form: Story = {
  ...modalStory('one-click', { productId: 1001, handlers: [http.post(ORDER, () => ok({ order_id: 7001 }))] }),
  async play(context) {
    const { canvas, userEvent } = context;
    await expect(await canvas.findByRole('dialog', { name: text(context, title) })).toHaveAttribute('open');
    const field = canvas.getByRole('textbox', { name: phone });
    await userEvent.type(field, '0501234567');
    await expect(field).toHaveValue('+38 050 123 45 67');
  },
};
export const FormRu: Story = inRussian(Form);

/** An unfinished number: it says the phone is wrong. */
export const InvalidPhone: Story = {
  ...modalStory('one-click', { productId: 1001 }),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByRole('textbox', { name: phone }), '050123');
    await userEvent.click(canvas.getByRole('button', { name: text(context, submit) }));
    await expect(
      await canvas.findByText(text(context, { uk: 'Вкажіть правильний номер телефону', ru: 'Укажите правильный номер телефона' })),
    ).toBeInTheDocument();
  },
};
export const InvalidPhoneRu: Story = inRussian(InvalidPhone);

/** Ordered: the order was taken. */
export const Ordered: Story = {
  ...Form,
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByRole('textbox', { name: phone }), '0501234567');
    await userEvent.click(canvas.getByRole('button', { name: text(context, submit) }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(text(context, { uk: 'Замовлення прийнято', ru: 'Заказ принят' }));
  },
};
export const OrderedRu: Story = inRussian(Ordered);

/** The shop refuses: its reason, and the phone kept. */
export const ServerError: Story = {
  ...modalStory('one-click', { productId: 1001, handlers: [http.post(ORDER, () => apiError(422, 'errors.product_not_buyable'))] }),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByRole('textbox', { name: phone }), '0501234567');
    await userEvent.click(canvas.getByRole('button', { name: text(context, submit) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text(context, { uk: 'Цей товар зараз не можна купити', ru: 'Этот товар сейчас нельзя купить' }),
    );
  },
};
export const ServerErrorRu: Story = inRussian(ServerError);
