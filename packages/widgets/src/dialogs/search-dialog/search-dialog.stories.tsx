import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inRussian, text } from '../../testing/story-fixtures';
import { ModalHost } from '../../islands/modal-host/modal-host';
import { modalStory } from '../../testing/modal-story-kit';

const meta = { title: 'Modals/Search', component: ModalHost } satisfies Meta<typeof ModalHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The search field, focused, submitting to /search?q=. */
export const Search: Story = {
  ...modalStory('search'),
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByRole('dialog', { name: text(context, { uk: 'Пошук', ru: 'Поиск' }) })).toHaveAttribute('open');
    const field = canvas.getByRole('searchbox', { name: text(context, { uk: 'Пошук товарів', ru: 'Поиск товаров' }) });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.getByRole('search')).toHaveAttribute('action', '/search');
  },
};
export const SearchRu: Story = inRussian(Search);
