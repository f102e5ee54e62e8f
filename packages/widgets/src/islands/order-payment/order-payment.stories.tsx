import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { navigation } from '../../runtime/navigation';
import {
  instalmentCheckHandler,
  paymentDataHandler,
  paymentLinkHandler,
  STORY_LINK,
  storyInstalment,
  storyPayment,
} from '../../testing/order-payment-story-kit';
import { inIsland, inRussian, text, vitrinaOf } from '../../testing/story-fixtures';
import { OrderPayment } from './order-payment';

const texts = {
  needsPayment: { uk: 'Замовлення очікує оплати.', ru: 'Заказ ожидает оплаты.' },
  paid: { uk: 'Замовлення оплачено. Дякуємо!', ru: 'Заказ оплачен. Спасибо!' },
  cancelled: { uk: 'Замовлення скасовано, оплата не потрібна.', ru: 'Заказ отменён, оплата не нужна.' },
  amount: { uk: '25 499 грн', ru: '25 499 грн' },
  pay: { uk: 'Оплатити карткою', ru: 'Оплатить картой' },
  paying: { uk: 'Переходимо до оплати…', ru: 'Переходим к оплате…' },
  payFailed: { uk: 'Не вдалося провести оплату', ru: 'Не удалось провести оплату' },
  loading: { uk: 'Завантажуємо замовлення…', ru: 'Загружаем заказ…' },
  loadFailed: { uk: 'Не вдалося завантажити замовлення.', ru: 'Не удалось загрузить заказ.' },
  retry: { uk: 'Спробувати ще раз', ru: 'Попробовать ещё раз' },
  instalment: { uk: 'застосунку monobank', ru: 'приложении monobank' },
  checkAgain: { uk: 'Перевірити ще раз', ru: 'Проверить ещё раз' },
  checkFailed: { uk: 'Не вдалося перевірити оплату.', ru: 'Не удалось проверить оплату.' },
  callUs: { uk: 'протягом 10 хвилин', ru: 'в течение 10 минут' },
} as const;

/** The payment page's status block, as the shop renders the island (`data-payment-token`). */
const meta = {
  title: 'Pages/OrderPayment',
  component: OrderPayment,
  args: { paymentToken: STORY_LINK },
  decorators: [inIsland('order-payment', { 'data-payment-token': STORY_LINK, style: { maxWidth: 560 } })],
  parameters: { msw: [paymentDataHandler(storyPayment()), paymentLinkHandler('held')] },
  async beforeEach(context) {
    await vitrinaOf(context).i18n.load();
  },
} satisfies Meta<typeof OrderPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order that needs payment: number, status, amount and the pay button. */
export const NeedsPayment: Story = {
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByText(text(context, texts.needsPayment))).toBeVisible();
    await expect(canvas.getByText('№1042')).toBeVisible();
    await expect(canvas.getByText(text(context, texts.amount))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(context, texts.pay) })).toBeVisible();
  },
};
export const NeedsPaymentRu: Story = inRussian(NeedsPayment);

/** A paid order: its status and total, nothing to pay. */
export const Paid: Story = {
  parameters: { msw: [paymentDataHandler(storyPayment({ status: 'paid', payment_url: null }))] },
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByText(text(context, texts.paid))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const PaidRu: Story = inRussian(Paid);

/** A cancelled order: nothing to pay. */
export const Cancelled: Story = {
  parameters: { msw: [paymentDataHandler(storyPayment({ status: 'cancelled', payment_url: null }))] },
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByText(text(context, texts.cancelled))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const CancelledRu: Story = inRussian(Cancelled);

/** The order is being read. */
export const Loading: Story = {
  parameters: { msw: [paymentDataHandler('held')] },
  async play(context) {
    await expect(await context.canvas.findByRole('status')).toHaveTextContent(text(context, texts.loading));
  },
};
export const LoadingRu: Story = inRussian(Loading);

/** The order could not be read: the error and a way to read it again. */
export const LoadFailed: Story = {
  parameters: { msw: [paymentDataHandler(null)] },
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(context, texts.loadFailed));
    await expect(canvas.getByRole('button', { name: text(context, texts.retry) })).toBeVisible();
  },
};
export const LoadFailedRu: Story = inRussian(LoadFailed);

/** Pay pressed, the link not here yet: a busy button that keeps the focus. */
export const Paying: Story = {
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, texts.pay) }));
    const busy = await canvas.findByRole('button', { name: text(context, texts.paying) });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
  },
};
export const PayingRu: Story = inRussian(Paying);

/** Pay leads to the payment provider's page. */
export const GoesToProvider: Story = {
  parameters: { msw: [paymentDataHandler(storyPayment()), paymentLinkHandler('/simulated-pay/story-session')] },
  async play(context) {
    const { canvas, userEvent } = context;
    const assign = spyOn(navigation, 'assign').mockImplementation(() => {});
    try {
      await userEvent.click(await canvas.findByRole('button', { name: text(context, texts.pay) }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/simulated-pay/story-session`));
    } finally {
      assign.mockRestore();
    }
  },
};
export const GoesToProviderRu: Story = inRussian(GoesToProvider);

/** The shop refused the payment: the payment error with the support phone; the button tries again. */
export const PayFailed: Story = {
  parameters: { msw: [paymentDataHandler(storyPayment()), paymentLinkHandler(null)] },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, texts.pay) }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text(context, texts.payFailed));
    await expect(alert).toHaveTextContent('0 800 30 00 33');
    await expect(canvas.getByRole('button', { name: text(context, texts.pay) })).toBeVisible();
  },
};
export const PayFailedRu: Story = inRussian(PayFailed);

/** A monobank instalment waiting for the bank: what to do, a check button, whom to call. */
export const InstalmentWaiting: Story = {
  parameters: { msw: [paymentDataHandler(storyInstalment()), instalmentCheckHandler('needs_payment')] },
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByText(new RegExp(text(context, texts.instalment)))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(context, texts.checkAgain) })).toBeVisible();
    await expect(canvas.getByText(new RegExp(text(context, texts.callUs)))).toHaveTextContent('0 800 30 00 33');
  },
};
export const InstalmentWaitingRu: Story = inRussian(InstalmentWaiting);

/** The bank approved the instalment: the order shows paid. */
export const InstalmentApproved: Story = {
  parameters: { msw: [paymentDataHandler(storyInstalment()), instalmentCheckHandler('paid')] },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, texts.checkAgain) }));
    await expect(await canvas.findByText(text(context, texts.paid))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const InstalmentApprovedRu: Story = inRussian(InstalmentApproved);

/** The check failed: the error, and the button to check again. */
export const InstalmentCheckFailed: Story = {
  parameters: { msw: [paymentDataHandler(storyInstalment()), instalmentCheckHandler(null)] },
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, texts.checkAgain) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(context, texts.checkFailed));
    await expect(canvas.getByRole('button', { name: text(context, texts.checkAgain) })).toBeVisible();
  },
};
export const InstalmentCheckFailedRu: Story = inRussian(InstalmentCheckFailed);
