import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Vitrina } from '@vitrina/core';
import { BottomBar } from './bottom-bar';

const meta = {
  title: 'Widgets/BottomBar',
  component: BottomBar,
  args: { page: 'main' },
  decorators: [
    (Story) => (
      <nav className="bottom-bar" aria-label="Порівняння, Обране" data-widget="bottom-bar">
        <Story />
      </nav>
    ),
  ],
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both links at 0: inactive, no counters. */
export const Empty: Story = {};

/** Two products to compare, one favourite. */
export const WithCounts: Story = {
  async beforeEach({ loaded }) {
    const { services } = loaded.vitrina as Vitrina;
    await services.compares.toggle(1001);
    await services.compares.toggle(1002);
    await services.favorites.toggle(1001);
  },
};

/** On the favourites page only the compare link shows. */
export const FavoritesPage: Story = { args: { page: 'favorites' } };
