import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { inRussian, text, vitrinaOf } from '../../testing/story-fixtures';
import { ModalHost } from '../../islands/modal-host/modal-host';
import { apiError, modalStory, ok } from '../../testing/modal-story-kit';
import { sampleUser } from '../../testing/sample-user';

const PREORDER = '/api/shop/catalog/preorder';
const user = sampleUser({ phone: '380501234567' });
const title = { uk: 'Передзамовлення', ru: 'Предзаказ' };
const submit = { uk: 'Оформити передзамовлення', ru: 'Оформить предзаказ' };

const meta = { title: 'Modals/PreOrder', component: ModalHost } satisfies Meta<typeof ModalHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in user's contacts, filled in, to confirm. */
export const Form: Story = {
  ...modalStory('pre-order', { productId: 1001, user, handlers: [http.post(PREORDER, () => ok({ product_ids: [1001] }))] }),
  async play(context) {
    await expect(await context.canvas.findByRole('dialog', { name: text(context, title) })).toHaveAttribute('open');
    await expect(context.canvas.getByRole('textbox', { name: /Телефон/ })).toHaveValue('+38 050 123 45 67');
  },
};
export const FormRu: Story = inRussian(Form);

/** A field left empty: it says what is missing. */
export const MissingName: Story = {
  ...modalStory('pre-order', { productId: 1001, user: { ...user, first_name: '' } }),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, submit) }));
    await expect(await canvas.findByText(text(context, { uk: 'Вкажіть ім’я', ru: 'Укажите имя' }))).toBeInTheDocument();
  },
};
export const MissingNameRu: Story = inRussian(MissingName);

/** Confirmed: the success message. */
export const Ordered: Story = {
  ...Form,
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, submit) }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      text(context, { uk: 'Передзамовлення оформлено', ru: 'Предзаказ оформлен' }),
    );
  },
};
export const OrderedRu: Story = inRussian(Ordered);

/** Pre-ordered already (the server's 409): the modal closes for the SDK's error alert (the notifier's). */
export const AlreadyProcessed: Story = {
  ...modalStory('pre-order', {
    productId: 1001,
    user,
    handlers: [http.post(PREORDER, () => apiError(409, 'general.errors.preorder_already_processed'))],
  }),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, submit) }));
    const { state } = vitrinaOf(context);
    await waitFor(() =>
      expect(state.notifier.value).toMatchObject({
        open: true,
        variant: 'error',
        message: text(context, { uk: 'Ви вже оформили передзамовлення на цей товар', ru: 'Вы уже оформили предзаказ на этот товар' }),
      }),
    );
    await waitFor(() => expect(state.modal.value.open).toBe(false));
  },
};
export const AlreadyProcessedRu: Story = inRussian(AlreadyProcessed);

/** The shop fails: the message, and the form kept. */
export const ServerError: Story = {
  ...modalStory('pre-order', { productId: 1001, user, handlers: [http.post(PREORDER, () => apiError(500, 'errors.generic'))] }),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, submit) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(context, { uk: 'Щось пішло не так', ru: 'Что-то пошло не так' }));
  },
};
export const ServerErrorRu: Story = inRussian(ServerError);
