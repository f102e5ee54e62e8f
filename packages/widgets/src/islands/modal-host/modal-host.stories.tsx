import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inRussian, text, vitrinaOf } from '../../testing/story-fixtures';
import type { DialogLoaders } from '../../dialogs/dialog-contract';
import { ModalDialog } from './modal-dialog';
import { modalStory } from '../../testing/modal-story-kit';

const never: DialogLoaders = { remind: () => new Promise(() => {}) };
const failing: DialogLoaders = { remind: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) };
const simple: DialogLoaders = {
  remind: () =>
    Promise.resolve({
      default: ({ titleId }) => (
        <div className="vitrina-dialog">
          <h2 id={titleId} className="vitrina-dialog__title">
            Повідомити про наявність
          </h2>
          <p className="vitrina-dialog__text">Діалог, завантажений хостом.</p>
        </div>
      ),
    }),
};

const meta = {
  title: 'Modals/ModalHost',
  component: ModalDialog,
  args: { loaders: simple },
} satisfies Meta<typeof ModalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: a modal <dialog>, labelled by the dialog's title, with a close button. */
export const Open: Story = {
  ...modalStory('remind', { productId: 1001 }),
  async play(context) {
    const dialog = await context.canvas.findByRole('dialog', { name: 'Повідомити про наявність' });
    await expect(dialog).toHaveAttribute('open');
    const close = context.canvas.getByRole('button', { name: text(context, { uk: 'Закрити вікно', ru: 'Закрыть окно' }) });
    // After the opening animation.
    await waitFor(() => expect(close).toBeVisible());
  },
};
export const OpenRu: Story = inRussian(Open);

/** While the dialog's code loads. */
export const Loading: Story = {
  ...modalStory('remind', { productId: 1001 }),
  args: { loaders: never },
  async play(context) {
    const status = await context.canvas.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(text(context, { uk: 'Завантаження…', ru: 'Загрузка…' })));
  },
};
export const LoadingRu: Story = inRussian(Loading);

/** The dialog's code could not be loaded: the error, with a retry. */
export const LoadFailed: Story = {
  ...modalStory('remind', { productId: 1001 }),
  args: { loaders: failing },
  async play(context) {
    const alert = await context.canvas.findByRole('alert');
    await waitFor(() => expect(alert).toBeVisible());
    await expect(context.canvas.getByRole('button', { name: text(context, { uk: 'Спробувати ще раз', ru: 'Попробовать ещё раз' }) })).toBeVisible();
  },
};
export const LoadFailedRu: Story = inRussian(LoadFailed);

/**
 * Escape (the browser's cancel event; a script cannot press a real Escape): the dialog fades out
 * for 300 ms, then closes.
 */
export const ClosesOnEscape: Story = {
  ...modalStory('remind', { productId: 1001 }),
  async play(context) {
    const dialog = (await context.canvas.findByRole('dialog', { name: 'Повідомити про наявність' })) as HTMLDialogElement;
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closing'));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(vitrinaOf(context).state.modal.value).toEqual({ open: false, id: null });
  },
};
export const ClosesOnEscapeRu: Story = inRussian(ClosesOnEscape);
