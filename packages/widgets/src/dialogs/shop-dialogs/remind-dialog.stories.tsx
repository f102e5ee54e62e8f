import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { inRussian, text } from '../../testing/story-fixtures';
import { ModalHost } from '../../islands/modal-host/modal-host';
import { apiError, modalStory, ok } from '../../testing/modal-story-kit';
import { sampleUser } from '../../testing/sample-user';

const REMIND = '/api/shop/products/notification_for_product';
const title = { uk: 'Повідомити про наявність', ru: 'Сообщить о наличии' };
const submit = { uk: 'Повідомити мене', ru: 'Сообщить мне' };

const meta = { title: 'Modals/Remind', component: ModalHost } satisfies Meta<typeof ModalHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: an empty e-mail field. */
export const Guest: Story = {
  ...modalStory('remind', { productId: 1001, handlers: [http.post(REMIND, () => ok(null))] }),
  async play(context) {
    await expect(await context.canvas.findByRole('dialog', { name: text(context, title) })).toHaveAttribute('open');
  },
};
export const GuestRu: Story = inRussian(Guest);

/** A signed-in user: their e-mail filled in. */
export const SignedIn: Story = {
  ...modalStory('remind', { productId: 1001, user: sampleUser(), handlers: [http.post(REMIND, () => ok(null))] }),
  async play(context) {
    const email = await context.canvas.findByRole('textbox', { name: /E-mail/ });
    await expect(email).toHaveValue('iryna@example.ua');
  },
};
export const SignedInRu: Story = inRussian(SignedIn);

/** A wrong e-mail: the field says so, nothing is sent. */
export const InvalidEmail: Story = {
  ...modalStory('remind', { productId: 1001 }),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), 'iryna@');
    await userEvent.click(canvas.getByRole('button', { name: text(context, submit) }));
    await expect(await canvas.findByText(text(context, { uk: 'Вкажіть правильний e-mail', ru: 'Укажите правильный e-mail' }))).toBeInTheDocument();
  },
};
export const InvalidEmailRu: Story = inRussian(InvalidEmail);

/** While the shop takes the reminder: the button says it cannot be pressed, and keeps the focus. */
export const Sending: Story = {
  ...modalStory('remind', { productId: 1001, user: sampleUser(), handlers: [http.post(REMIND, () => delay('infinite'))] }),
  async play(context) {
    const { canvas, userEvent } = context;
    const button = await canvas.findByRole('button', { name: text(context, submit) });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(button).toHaveFocus();
  },
};
export const SendingRu: Story = inRussian(Sending);

/** Sent: the thanks, and OK to close. */
export const Sent: Story = {
  ...modalStory('remind', { productId: 1001, user: sampleUser(), handlers: [http.post(REMIND, () => ok(null))] }),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, submit) }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      text(context, { uk: 'Дякуємо! Ми повідомимо вас', ru: 'Спасибо! Мы сообщим вам' }),
    );
  },
};
export const SentRu: Story = inRussian(Sent);

/** The shop fails: the message, and the e-mail kept for another try. */
export const ServerError: Story = {
  ...modalStory('remind', { productId: 1001, user: sampleUser(), handlers: [http.post(REMIND, () => apiError(500, 'errors.generic'))] }),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, submit) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(context, { uk: 'Щось пішло не так', ru: 'Что-то пошло не так' }));
  },
};
export const ServerErrorRu: Story = inRussian(ServerError);
