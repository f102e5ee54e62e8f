import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inIsland, inRussian, signedIn, text, vitrinaOf } from '../../testing/story-fixtures';
import { storyTexts as texts } from '../../testing/story-texts';
import { sampleUser } from '../../testing/sample-user';
import { CreditBadge } from './credit-badge';

const meta = {
  title: 'Widgets/CreditBadge',
  component: CreditBadge,
  args: { productId: 1001, creditMonths: 24 },
  // The island is the shop's `<div class="credit-badge">`; the widget hides it for corporate users.
  decorators: [inIsland('credit-badge', { className: 'credit-badge', 'data-testid': 'island' })],
} satisfies Meta<typeof CreditBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge with the longest term; clicking it opens the credit popup for the product. */
export const WithTerm: Story = {
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.withTerm) }));
    await expect(vitrinaOf(context).state.modal.value).toEqual({ open: true, id: 'credit-info' });
    await expect(vitrinaOf(context).state.selectedProductId.value).toBe(1001);
  },
};
export const WithTermRu: Story = inRussian(WithTerm);

/** No instalment offer known: the badge alone. */
export const BadgeOnly: Story = {
  args: { creditMonths: undefined },
  async play(context) {
    await expect(context.canvas.getByRole('button', { name: text(context, texts.badge) })).toBeVisible();
  },
};
export const BadgeOnlyRu: Story = inRussian(BadgeOnly);

/** A corporate user: the island is hidden (this story shows nothing). */
export const CorporateHidden: Story = {
  ...signedIn(sampleUser({ role: { slug: 'corporate' } })),
  async play(context) {
    await expect(context.canvas.getByTestId('island')).not.toBeVisible();
    await expect(context.canvas.queryByRole('button')).toBeNull();
  },
};
export const CorporateHiddenRu: Story = inRussian(CorporateHidden);
