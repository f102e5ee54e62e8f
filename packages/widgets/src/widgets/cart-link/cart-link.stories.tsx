import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartLink } from './cart-link';

const meta = {
  title: 'Widgets/CartLink',
  component: CartLink,
  decorators: [
    (Story) => (
      <a className="header-action cart-link" href="/cart" data-widget="cart-link" data-counter="cart">
        <Story />
      </a>
    ),
  ],
} satisfies Meta<typeof CartLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server counted three units; the link shows until the SDK's cart says otherwise. */
export const WithItems: Story = { args: { count: 3 } };

/** An empty cart: the link is hidden (this story shows nothing). */
export const Empty: Story = { args: { count: 0 } };
