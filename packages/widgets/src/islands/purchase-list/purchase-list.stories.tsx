import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { cancelledOrder, paidOrder, portalApi, unpaidOrder } from '../../testing/portal-fixtures';
import { inIsland, inRussian, text, vitrinaOf } from '../../testing/story-fixtures';
import { PurchaseList } from './purchase-list';

const texts = {
  needsPayment: { uk: 'Очікує оплати', ru: 'Ожидает оплаты' },
  paid: { uk: 'Оплачено', ru: 'Оплачен' },
  cancelled: { uk: 'Скасовано', ru: 'Отменён' },
  pay: { uk: 'Оплатити замовлення №1042', ru: 'Оплатить заказ №1042' },
  empty: { uk: 'У вас ще немає замовлень', ru: 'У вас ещё нет заказов' },
  failed: { uk: 'Не вдалося оновити статуси замовлень.', ru: 'Не удалось обновить статусы заказов.' },
  retry: { uk: 'Спробувати ще раз', ru: 'Попробовать ещё раз' },
} as const;

const orders = [unpaidOrder, paidOrder, cancelledOrder];

/** The purchases page's orders, as the shop renders the island (`data-orders`), for a signed-in user. */
const meta = {
  title: 'Profile/PurchaseList',
  component: PurchaseList,
  args: { orders },
  decorators: [inIsland('purchase-list', { style: { maxWidth: 900 } })],
  parameters: { vitrina: { cookieDocument: { cookie: 'token=story-token' } }, msw: portalApi({ orders: [orders] }).handlers },
  async beforeEach(context) {
    await vitrinaOf(context).i18n.load();
  },
} satisfies Meta<typeof PurchaseList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, cancelled and needing payment, the last with its pay link. */
export const Statuses: Story = {
  async play(context) {
    const { canvas } = context;
    for (const status of [texts.needsPayment, texts.paid, texts.cancelled]) await expect(await canvas.findByText(text(context, status))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(context, texts.pay) })).toHaveAttribute('href', unpaidOrder.payment_url);
  },
};
export const StatusesRu: Story = inRussian(Statuses);

/** The order was paid in another tab: read again, it shows as paid, its pay link gone. */
export const PaidElsewhere: Story = {
  parameters: { msw: portalApi({ orders: [[{ ...unpaidOrder, status: 'paid', payment_url: null }, paidOrder, cancelledOrder]] }).handlers },
  async play(context) {
    const { canvas } = context;
    await waitFor(() => expect(canvas.queryByRole('link', { name: text(context, texts.pay) })).toBeNull());
    await expect(canvas.getAllByText(text(context, texts.paid))).toHaveLength(2);
  },
};
export const PaidElsewhereRu: Story = inRussian(PaidElsewhere);

/** No orders yet. */
export const Empty: Story = {
  args: { orders: [] },
  parameters: { msw: portalApi({ orders: [[]] }).handlers },
  async play(context) {
    await expect(await context.canvas.findByText(text(context, texts.empty))).toBeVisible();
  },
};
export const EmptyRu: Story = inRussian(Empty);

/** The statuses could not be read again: the orders stay, with a way to try again. */
export const RefreshFailed: Story = {
  parameters: { msw: portalApi({ orders: ['fail'] }).handlers },
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(context, texts.failed));
    await expect(canvas.getByRole('button', { name: text(context, texts.retry) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(context, texts.pay) })).toBeVisible();
  },
};
export const RefreshFailedRu: Story = inRussian(RefreshFailed);
