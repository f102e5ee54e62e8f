import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inIsland, langOf, inRussian, text, vitrinaOf } from '../../testing/story-fixtures';
import { storyTexts as texts } from '../../testing/story-texts';
import { BottomBarIsland } from './bottom-bar-island';

type Context = Parameters<NonNullable<Story['play']>>[0];

const linkOf = (context: Context, name: keyof typeof texts) =>
  context.canvas.getByRole('link', { name: new RegExp(`^${text(context, texts[name])}`) });
const queryLink = (context: Context, name: keyof typeof texts) =>
  context.canvas.queryByRole('link', { name: new RegExp(`^${text(context, texts[name])}`) });

const meta = {
  title: 'Widgets/BottomBar',
  component: BottomBarIsland,
  args: { page: 'main' },
  // The shop's <nav>, which is the island element, named in the page's language.
  decorators: [
    inIsland('bottom-bar', (context) => ({ className: 'bottom-bar', 'aria-label': `${texts.compare[langOf(context)]}, ${texts.favorites[langOf(context)]}` }), 'nav'),
  ],
} satisfies Meta<typeof BottomBarIsland>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both lists empty: both links inactive, no counters. */
export const Empty: Story = {
  async play(context) {
    for (const name of ['compare', 'favorites'] as const) {
      const link = linkOf(context, name);
      await expect(link).toHaveClass('is-inactive');
      await expect(link.querySelector('.counter')).toBeNull();
    }
  },
};
export const EmptyRu: Story = inRussian(Empty);

/** Two products to compare, one favourite: both links active with their counts. */
export const WithCounts: Story = {
  async beforeEach(context) {
    const { services } = vitrinaOf(context);
    await services.compares.toggle(1001);
    await services.compares.toggle(1002);
    await services.favorites.toggle(1001);
  },
  async play(context) {
    const compare = linkOf(context, 'compare');
    const favorites = linkOf(context, 'favorites');
    await expect(compare).not.toHaveClass('is-inactive');
    await expect(compare.querySelector('.counter')).toHaveTextContent('2');
    await expect(favorites).not.toHaveClass('is-inactive');
    await expect(favorites.querySelector('.counter')).toHaveTextContent('1');
  },
};
export const WithCountsRu: Story = inRussian(WithCounts);

/** On the compare page only the favourites link shows. */
export const ComparePage: Story = {
  args: { page: 'compare' },
  beforeEach: WithCounts.beforeEach,
  async play(context) {
    await expect(queryLink(context, 'compare')).toBeNull();
    await expect(linkOf(context, 'favorites').querySelector('.counter')).toHaveTextContent('1');
  },
};
export const ComparePageRu: Story = inRussian(ComparePage);

/** On the favourites page only the compare link shows. */
export const FavoritesPage: Story = {
  args: { page: 'favorites' },
  beforeEach: WithCounts.beforeEach,
  async play(context) {
    await expect(queryLink(context, 'favorites')).toBeNull();
    await expect(linkOf(context, 'compare').querySelector('.counter')).toHaveTextContent('2');
  },
};
export const FavoritesPageRu: Story = inRussian(FavoritesPage);
