import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inRussian, signedIn, text, vitrinaOf } from '../../testing/story-fixtures';
import { storyTexts } from '../../testing/story-texts';
import { sampleUser } from '../../testing/sample-user';
import { ProductCard } from './product-card';
import { sampleCard } from '../../testing/sample-card';

const texts = { ...storyTexts, credit: { uk: /Кредит/, ru: /Кредит/ } } as const;

const meta = {
  title: 'Widgets/ProductCard',
  component: ProductCard,
  args: { product: sampleCard() },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In stock, with a label, a discount, the gift marker, stars, bonus, credit and the actions. */
export const InStock: Story = {
  async play(context) {
    const { canvas } = context;
    await expect(canvas.getByRole('img', { name: text(context, texts.rating) })).toBeVisible();
    await expect(canvas.getByText(text(context, texts.inStock))).toBeVisible();
    await expect(canvas.getByText(text(context, texts.bonus))).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.credit.uk })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(context, texts.oneClick) })).toBeVisible();
  },
};
export const InStockRu: Story = inRussian(InStock);

/** Three units chosen: the bonus is bonus × 3. */
export const QuantityThree: Story = {
  args: { quantity: 3 },
  async play(context) {
    await expect(context.canvas.getByText(text(context, texts.bonusTimesThree))).toBeVisible();
  },
};
export const QuantityThreeRu: Story = inRussian(QuantityThree);

/** Ends soon, no discount and no labels: one price. */
export const EndsNoDiscount: Story = {
  args: {
    product: sampleCard({
      labels: [],
      price_with_discount: null,
      is_promotion_enabled: false,
      rating: 4.8,
      statuses: { in_waiting: 0, in_stock: 1, is_ends: 1, not_available: 0 },
    }),
  },
  async play(context) {
    await expect(context.canvas.getByText(text(context, texts.ends))).toBeVisible();
  },
};
export const EndsNoDiscountRu: Story = inRussian(EndsNoDiscount);

/** Awaited: pre-order, no one-click link. */
export const Awaited: Story = {
  args: {
    product: sampleCard({
      statuses: { in_waiting: 1, in_stock: 0, is_ends: 0, not_available: 0 },
      buttons: { to_cart: 0, preorder: 1, notify_about_availability: 0 },
      rating: 4.4,
    }),
  },
  async play(context) {
    await expect(context.canvas.getByText(text(context, texts.waiting))).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: text(context, texts.oneClick) })).toBeNull();
  },
};
export const AwaitedRu: Story = inRussian(Awaited);

/** Not available: remind me; no bonus (it cannot be bought), no credit. */
export const NotAvailable: Story = {
  args: {
    product: sampleCard({
      statuses: { in_waiting: 0, in_stock: 0, is_ends: 0, not_available: 1 },
      buttons: { to_cart: 0, preorder: 0, notify_about_availability: 1 },
      isAvailableToBuy: false,
      isAvailableForCredit: false,
      rating: 0,
      count_reviews: 0,
    }),
  },
  async play(context) {
    await expect(context.canvas.getByText(text(context, texts.notAvailable))).toBeVisible();
    await expect(context.canvas.queryByText(text(context, texts.bonus))).toBeNull();
    await expect(context.canvas.queryByRole('button', { name: texts.credit.uk })).toBeNull();
  },
};
export const NotAvailableRu: Story = inRussian(NotAvailable);

/** A corporate product: the B2B label. */
export const CorporateProduct: Story = {
  args: { product: sampleCard({ is_corporate: true }) },
  async play(context) {
    await expect(context.canvas.getByText('B2B')).toBeVisible();
  },
};
export const CorporateProductRu: Story = inRussian(CorporateProduct);

/** A corporate user: no credit badge and no one-click link. */
export const CorporateViewer: Story = {
  ...signedIn(sampleUser({ role: { slug: 'corporate' } })),
  args: { product: sampleCard({ is_corporate: true }) },
  async play(context) {
    await expect(vitrinaOf(context).state.isCorporate.value).toBe(true);
    await expect(context.canvas.queryByRole('button', { name: texts.credit.uk })).toBeNull();
    await expect(context.canvas.queryByRole('button', { name: text(context, texts.oneClick) })).toBeNull();
  },
};
export const CorporateViewerRu: Story = inRussian(CorporateViewer);

/** A super-admin who may see distributors: the availability button. */
export const WithDistributors: Story = {
  ...signedIn(sampleUser({ is_user_can_see_distributors: true })),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.distributors) }));
    await expect(vitrinaOf(context).state.modal.value).toEqual({ open: true, id: 'distributors' });
  },
};
export const WithDistributorsRu: Story = inRussian(WithDistributors);

/** On the compare page: no one-click link. */
export const OnComparePage: Story = {
  args: { onComparePage: true },
  async play(context) {
    await expect(context.canvas.queryByRole('button', { name: text(context, texts.oneClick) })).toBeNull();
  },
};
export const OnComparePageRu: Story = inRussian(OnComparePage);
