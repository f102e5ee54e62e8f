import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inIsland, inRussian, text, vitrinaOf } from '../../testing/story-fixtures';
import { SearchOpener } from './search-opener';

const linkOf = (canvasElement: HTMLElement): HTMLAnchorElement => canvasElement.querySelector<HTMLAnchorElement>('a[data-widget="search-opener"]')!;

const meta = {
  title: 'Widgets/SearchOpener',
  component: SearchOpener,
  decorators: [inIsland('search-opener', { className: 'header-action', href: '/search' }, 'a')],
} satisfies Meta<typeof SearchOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's search link: named in the page's language, a plain click opens the search modal. */
export const Default: Story = {
  async play(context) {
    const link = linkOf(context.canvasElement);
    await waitFor(() => expect(link).toHaveAccessibleName(text(context, { uk: 'Відкрити пошук', ru: 'Открыть поиск' })));
    await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    link.focus();
    await context.userEvent.keyboard('{Enter}');
    await waitFor(() => expect(vitrinaOf(context).state.modal.value).toEqual({ open: true, id: 'search' }));
  },
};
export const DefaultRu: Story = inRussian(Default);
