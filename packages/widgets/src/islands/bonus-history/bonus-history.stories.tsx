import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { portalApi, sampleHistory } from '../../testing/portal-fixtures';
import { inIsland, inRussian, text, vitrinaOf } from '../../testing/story-fixtures';
import { BonusHistory } from './bonus-history';

const texts = {
  balance: { uk: '1500 бонусів', ru: '1500 бонусов' },
  spent: { uk: 'Списано на замовлення №1001', ru: 'Списано на заказ №1001' },
  returned: { uk: 'Повернено зі скасованого замовлення №1017', ru: 'Возвращено из отменённого заказа №1017' },
  empty: { uk: 'Змін бонусного рахунку ще не було', ru: 'Изменений бонусного счёта ещё не было' },
  noBonuses: { uk: 'У вас поки немає бонусів', ru: 'У вас пока нет бонусов' },
  failed: { uk: 'Не вдалося завантажити історію бонусів.', ru: 'Не удалось загрузить историю бонусов.' },
} as const;

const none = { balance: 0, entries: [] };

/** The bonuses page's balance and history, as the shop renders the island (`data-bonus-history`), for a signed-in user. */
const meta = {
  title: 'Profile/BonusHistory',
  component: BonusHistory,
  args: { bonusHistory: sampleHistory },
  decorators: [inIsland('bonus-history', { style: { maxWidth: 720 } })],
  parameters: { vitrina: { cookieDocument: { cookie: 'token=story-token' } }, msw: portalApi().handlers },
  async beforeEach(context) {
    await vitrinaOf(context).i18n.load();
  },
} satisfies Meta<typeof BonusHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balance, and what was accrued, spent and returned. */
export const History: Story = {
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByText(text(context, texts.balance))).toBeVisible();
    await expect(canvas.getByText(text(context, texts.spent))).toBeVisible();
    await expect(canvas.getByText(text(context, texts.returned))).toBeVisible();
    await expect(canvas.getByText('−200')).toBeVisible();
  },
};
export const HistoryRu: Story = inRussian(History);

/** No bonuses and no history yet. */
export const Empty: Story = {
  args: { bonusHistory: none },
  parameters: { msw: portalApi({ history: [none] }).handlers },
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByText(text(context, texts.empty))).toBeVisible();
    await expect(canvas.getByText(text(context, texts.noBonuses))).toBeVisible();
  },
};
export const EmptyRu: Story = inRussian(Empty);

/** The history could not be read again: what was shown stays, with a way to try again. */
export const LoadFailed: Story = {
  parameters: { msw: portalApi({ history: ['fail'] }).handlers },
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(context, texts.failed));
    await expect(canvas.getByText(text(context, texts.spent))).toBeVisible();
  },
};
export const LoadFailedRu: Story = inRussian(LoadFailed);
