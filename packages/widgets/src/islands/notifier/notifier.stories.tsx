import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Lang, NotifierVariant } from '@vitrina/core';
import { expect, waitFor } from 'storybook/test';
import { inRussian, text, vitrinaOf } from '../../testing/story-fixtures';
import { Notifier } from './notifier';
import { atPhoneWidth } from '../../testing/story-viewports';

type Texts = Record<Lang, string>;

const messages: Record<NotifierVariant, Texts> = {
  info: { uk: 'Ми повідомимо вас, коли товар з’явиться в наявності', ru: 'Мы сообщим вам, когда товар появится в наличии' },
  success: { uk: 'Товар додано до кошика', ru: 'Товар добавлен в корзину' },
  warning: { uk: 'Подарунки закінчилися: товар можна купити без подарунка', ru: 'Подарки закончились: товар можно купить без подарка' },
  error: { uk: 'Ви вже оформили передзамовлення на цей товар', ru: 'Вы уже оформили предзаказ на этот товар' },
};

const titles: Record<NotifierVariant, Texts> = {
  info: { uk: 'Повідомлення', ru: 'Сообщение' },
  success: { uk: 'Готово', ru: 'Готово' },
  warning: { uk: 'Увага', ru: 'Внимание' },
  // The pre-order alert's title is general.errors.title (docs/errors.md#general).
  error: { uk: 'Помилка', ru: 'Ошибка' },
};

const confirmName: Texts = { uk: 'Добре', ru: 'Хорошо' };
const openerName: Texts = { uk: 'Передзамовити', ru: 'Предзаказать' };

const meta = {
  title: 'Widgets/Notifier',
  component: Notifier,
  decorators: [
    // The element that had the focus when the message came (the alert gives it back).
    (Story, context) => (
      <div style={{ minHeight: 320 }}>
        <button type="button">{text(context, openerName)}</button>
        <div data-widget="notifier">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof Notifier>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** A toast of `variant`: a polite status message that dismisses itself after five seconds. */
function toast(variant: NotifierVariant): Story {
  return {
    beforeEach(context) {
      vitrinaOf(context).services.ui.notify(text(context, messages[variant]), variant);
    },
    async play(context) {
      await waitFor(() => expect(context.canvas.getByRole('status')).toHaveTextContent(text(context, messages[variant])));
      await expect(context.canvas.queryByRole('alertdialog')).toBeNull();
    },
  };
}

/**
 * An alert of `variant`: a modal dialog with a title, the message and the yellow confirm button.
 * It comes while the opener button has the focus, as the pre-order alert does.
 */
function alert(variant: NotifierVariant, confirm?: (context: Context) => Promise<void>): Story {
  return {
    async play(context) {
      context.canvas.getByRole('button', { name: text(context, openerName) }).focus();
      vitrinaOf(context).services.ui.notify(text(context, messages[variant]), variant, text(context, titles[variant]));
      const dialog = await context.canvas.findByRole('alertdialog', { name: text(context, titles[variant]) });
      await expect(dialog).toHaveAccessibleDescription(text(context, messages[variant]));
      await expect(context.canvas.getByRole('button', { name: text(context, confirmName) })).toHaveFocus();
      await confirm?.(context);
    },
  };
}

export const ToastInfo: Story = toast('info');
export const ToastInfoRu: Story = inRussian(ToastInfo);
export const ToastSuccess: Story = toast('success');
export const ToastSuccessRu: Story = inRussian(ToastSuccess);
export const ToastWarning: Story = toast('warning');
export const ToastWarningRu: Story = inRussian(ToastWarning);
export const ToastError: Story = toast('error');
export const ToastErrorRu: Story = inRussian(ToastError);

export const AlertInfo: Story = alert('info');
export const AlertInfoRu: Story = inRussian(AlertInfo);
export const AlertSuccess: Story = alert('success');
export const AlertSuccessRu: Story = inRussian(AlertSuccess);
export const AlertWarning: Story = alert('warning');
export const AlertWarningRu: Story = inRussian(AlertWarning);
/** The pre-order alert (docs/pages.md#notifier): title general.errors.title, the "already processed" message. */
export const AlertError: Story = alert('error');
export const AlertErrorRu: Story = inRussian(AlertError);

/** Enter on the focused confirm button closes the alert; the focus goes back where it was. */
export const AlertConfirmedWithEnter: Story = alert('error', async (context) => {
  await context.userEvent.keyboard('{Enter}');
  await waitFor(() => expect(context.canvas.queryByRole('alertdialog')).toBeNull());
  await expect(context.canvas.getByRole('button', { name: text(context, openerName) })).toHaveFocus();
});
export const AlertConfirmedWithEnterRu: Story = inRussian(AlertConfirmedWithEnter);

/** A toast on a phone: the width of the screen. */
export const ToastErrorOnPhone: Story = atPhoneWidth(ToastError);
export const ToastErrorOnPhoneRu: Story = inRussian(ToastErrorOnPhone);
