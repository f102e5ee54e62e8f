import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { ModalHost } from '../../islands/modal-host/modal-host';
import { apiError, modalStory, ok } from '../../testing/modal-story-kit';
import { sampleCard } from '../../testing/sample-card';
import { inRussian, text, vitrinaOf } from '../../testing/story-fixtures';

const meta = { title: 'Modals/Search', component: ModalHost } satisfies Meta<typeof ModalHost>;
export default meta;
type Story = StoryObj<typeof meta>;

const FOUND = [
  sampleCard({ id: 1, title: 'Samsung Galaxy A55 8/256GB', slug: 'samsung-galaxy-a55', price: 17999, price_with_discount: 16999 }),
  sampleCard({ id: 2, title: 'Samsung Galaxy S24 8/256GB', slug: 'samsung-galaxy-s24', price: 32999, price_with_discount: null }),
  sampleCard({ id: 3, title: 'Samsung Galaxy Tab S9', slug: 'samsung-galaxy-tab-s9', price: 29999, price_with_discount: null }),
];
const found = http.get('/api/shop/search/load_products', () => ok({ products: FOUND, total: 27, page: 1 }));

const t = {
  dialog: { uk: 'Пошук', ru: 'Поиск' },
  field: { uk: 'Пошук товарів', ru: 'Поиск товаров' },
  products: { uk: 'Знайдені товари', ru: 'Найденные товары' },
  recent: { uk: 'Нещодавні запити', ru: 'Недавние запросы' },
  searching: { uk: 'Шукаємо…', ru: 'Ищем…' },
  found: { uk: 'Знайдено 27 товарів', ru: 'Найдено 27 товаров' },
  nothing: { uk: 'За запитом «Samsx» нічого не знайдено', ru: 'По запросу «Samsx» ничего не найдено' },
  failed: { uk: 'Не вдалося виконати пошук', ru: 'Не удалось выполнить поиск' },
  retry: { uk: 'Спробувати ще раз', ru: 'Попробовать ещё раз' },
  showAll: { uk: 'Показати всі результати (27)', ru: 'Показать все результаты (27)' },
  clear: { uk: 'Очистити історію пошуку', ru: 'Очистить историю поиска' },
};

/** The dialog's search field, once it has the focus. */
async function theField(context: StoryContext) {
  const { canvas } = context;
  await expect(await canvas.findByRole('dialog', { name: text(context, t.dialog) })).toHaveAttribute('open');
  const field = canvas.getByRole('combobox', { name: text(context, t.field) });
  await waitFor(() => expect(field).toHaveFocus());
  return field;
}

/** The search field, focused, submitting to /search?q=; nothing listed yet. */
export const Search: Story = {
  ...modalStory('search'),
  async play(context) {
    const field = await theField(context);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(context.canvas.getByRole('search')).toHaveAttribute('action', '/search');
  },
};
export const SearchRu: Story = inRussian(Search);

/** "Sams" typed: the products found, how many there are, and the link to them all. */
export const Results: Story = {
  ...modalStory('search', { handlers: [found] }),
  async play(context) {
    const field = await theField(context);
    await context.userEvent.type(field, 'Sams');
    const list = await context.canvas.findByRole('listbox', { name: text(context, t.products) });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(list.querySelectorAll('[role="option"]')).toHaveLength(3);
    await expect(context.canvas.getByRole('status')).toHaveTextContent(text(context, t.found));
    await expect(context.canvas.getByRole('link', { name: text(context, t.showAll) })).toHaveAttribute('href', '/search?q=Sams');
  },
};
export const ResultsRu: Story = inRussian(Results);

/** The arrows move the active product (aria-activedescendant); Enter would open it. */
export const ActiveProduct: Story = {
  ...modalStory('search', { handlers: [found] }),
  async play(context) {
    const field = await theField(context);
    await context.userEvent.type(field, 'Sams');
    await context.canvas.findByRole('listbox', { name: text(context, t.products) });
    await context.userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = context.canvasElement.ownerDocument.getElementById(field.getAttribute('aria-activedescendant') ?? '');
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(active).toHaveTextContent('Samsung Galaxy S24');
  },
};
export const ActiveProductRu: Story = inRussian(ActiveProduct);

/** The answer is on its way: the status says so. */
export const Loading: Story = {
  ...modalStory('search', { handlers: [http.get('/api/shop/search/load_products', () => delay('infinite'))] }),
  async play(context) {
    const field = await theField(context);
    await context.userEvent.type(field, 'Sams');
    await expect(context.canvas.getByRole('status')).toHaveTextContent(text(context, t.searching));
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};
export const LoadingRu: Story = inRussian(Loading);

/** Nothing matches: the status says so for the query typed. */
export const NothingFound: Story = {
  ...modalStory('search', { handlers: [http.get('/api/shop/search/load_products', () => ok({ products: [], total: 0, page: 1 }))] }),
  async play(context) {
    const field = await theField(context);
    await context.userEvent.type(field, 'Samsx');
    await waitFor(() => expect(context.canvas.getByRole('status')).toHaveTextContent(text(context, t.nothing)));
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};
export const NothingFoundRu: Story = inRussian(NothingFound);

/** The search failed: an alert with a retry button. */
export const Failed: Story = {
  ...modalStory('search', { handlers: [http.get('/api/shop/search/load_products', () => apiError(500, 'errors.generic'))] }),
  async play(context) {
    const field = await theField(context);
    await context.userEvent.type(field, 'Sams');
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text(context, t.failed));
    await expect(context.canvas.getByRole('button', { name: text(context, t.retry) })).toBeVisible();
  },
};
export const FailedRu: Story = inRussian(Failed);

const withRecent = modalStory('search', { handlers: [found] });

/** Recent queries kept in the browser, offered before anything is typed, with a clear action. */
export const RecentQueries: Story = {
  ...withRecent,
  async beforeEach(context) {
    vitrinaOf(context).storage.write('recentSearches', ['samsung galaxy', 'навушники']);
    await withRecent.beforeEach(context);
  },
  async play(context) {
    const field = await theField(context);
    const list = context.canvas.getByRole('listbox', { name: text(context, t.recent) });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(list.querySelectorAll('[role="option"]')).toHaveLength(2);
    // The dialog may still be fading in.
    await waitFor(() => expect(context.canvas.getByRole('button', { name: text(context, t.clear) })).toBeVisible());
  },
};
export const RecentQueriesRu: Story = inRussian(RecentQueries);
