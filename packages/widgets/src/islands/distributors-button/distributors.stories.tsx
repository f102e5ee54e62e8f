import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inRussian, signedIn, text, vitrinaOf } from '../../testing/story-fixtures';
import { sampleUser } from '../../testing/sample-user';
import { Distributors } from './distributors';

const texts = {
  label: { uk: 'Наявність у дистриб’юторів', ru: 'Наличие у дистрибьюторов' },
} as const;

const meta = {
  title: 'Widgets/Distributors',
  component: Distributors,
  args: { productId: 2002, productTitle: 'Ноутбук Lenovo IdeaPad 5' },
  // The island is the shop's own button; the widget renders its label and handles its click.
  decorators: [
    (Story, { args }) => (
      <button
        type="button"
        className="vitrina-link-button"
        data-widget="distributors"
        data-product-id={args.productId}
        data-product-title={args.productTitle}
        data-testid="island"
      >
        <Story />
      </button>
    ),
  ],
} satisfies Meta<typeof Distributors>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user who may see distributors: the button opens their modal for the product. */
export const Allowed: Story = {
  ...signedIn(sampleUser({ is_user_can_see_distributors: true })),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.label) }));
    await expect(vitrinaOf(context).state.modal.value).toEqual({ open: true, id: 'distributors' });
    await expect(vitrinaOf(context).state.selectedProductId.value).toBe(2002);
  },
};
export const AllowedRu: Story = inRussian(Allowed);

/** Before the login check has answered, the server's choice stands: the button shows. */
export const BeforeLoginCheck: Story = {
  async play(context) {
    await expect(context.canvas.getByRole('button', { name: text(context, texts.label) })).toBeVisible();
  },
};
export const BeforeLoginCheckRu: Story = inRussian(BeforeLoginCheck);

/** The login check found a user without the right: the button is hidden (this story shows nothing). */
export const NotAllowed: Story = {
  ...signedIn(sampleUser({ is_user_can_see_distributors: false })),
  async play(context) {
    await waitFor(() => expect(context.canvas.getByTestId('island')).not.toBeVisible());
  },
};
export const NotAllowedRu: Story = inRussian(NotAllowed);
