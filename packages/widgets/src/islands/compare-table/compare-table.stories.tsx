import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { compareMeta, onComparePage, storyCompareApi, type CompareStory } from '../../testing/compare-story-kit';
import { inRussian, text } from '../../testing/story-fixtures';
import { atPhoneWidth } from '../../testing/story-viewports';

const meta = { ...compareMeta, title: 'Widgets/CompareTable' } satisfies Meta<typeof compareMeta.component>;
export default meta;

type Context = Parameters<NonNullable<CompareStory['play']>>[0];

const tableOf = async (context: Context) => within(await within(context.canvasElement).findByRole('table'));
const rowTitles = (context: Context) => within(context.canvasElement).queryAllByRole('rowheader').map((cell) => cell.textContent);
const removeName = (context: Context, title: string) => text(context, { uk: `Прибрати з порівняння: ${title}`, ru: `Убрать из сравнения: ${title}` });
const differencesOnly = (context: Context) => within(context.canvasElement).getByRole('switch', { name: text(context, { uk: 'Лише відмінності', ru: 'Только различия' }) });

/** While the table is on its way: "loading", never "empty". */
export const Loading: CompareStory = {
  ...onComparePage({ ids: [1001, 1002], loading: true }),
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByRole('status')).toHaveTextContent(text(context, { uk: 'Завантажуємо порівняння…', ru: 'Загружаем сравнение…' }));
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(text(context, { uk: 'У порівнянні поки немає товарів', ru: 'В сравнении пока нет товаров' }))).toBeNull();
  },
};
export const LoadingRu: CompareStory = inRussian(Loading);

/** Two categories as tabs with their counts; the smartphones' cards and characteristics, the differing rows marked. */
export const Table: CompareStory = {
  ...onComparePage({ ids: [1001, 1002, 1003, 2001, 2002] }),
  async play(context) {
    const { canvas } = context;
    const table = await tableOf(context);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(
      text(context, { uk: 'Смартфони (3)|Навушники (2)', ru: 'Смартфоны (3)|Наушники (2)' }).split('|'),
    );
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(table.getAllByRole('button', { name: /^(Прибрати з порівняння|Убрать из сравнения): / })).toHaveLength(3);
    await expect(table.getAllByRole('button', { name: text(context, { uk: 'Купити', ru: 'Купить' }) })).toHaveLength(3);
    await expect(table.queryByRole('button', { name: /клік|клик/i })).toBeNull();
    const memory = table.getByRole('rowheader', { name: text(context, { uk: 'Вбудована пам’ять', ru: 'Встроенная память' }) });
    await expect(memory.closest('tr')).toHaveClass('is-different');
  },
};
export const TableRu: CompareStory = inRussian(Table);

/** The keyboard: one tab stop for the tabs, the right arrow shows the headphones. */
export const OtherCategoryByKeyboard: CompareStory = {
  ...onComparePage({ ids: [1001, 1002, 2001, 2002] }),
  async play(context) {
    const { canvas, userEvent } = context;
    await tableOf(context);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const selected = canvas.getByRole('tab', { selected: true });
    await expect(selected).toHaveTextContent(text(context, { uk: 'Навушники (2)', ru: 'Наушники (2)' }));
    await expect(selected).toHaveFocus();
    await expect(rowTitles(context)).toEqual(text(context, { uk: 'Тип|Час роботи', ru: 'Тип|Время работы' }).split('|'));
  },
};
export const OtherCategoryByKeyboardRu: CompareStory = inRussian(OtherCategoryByKeyboard);

/** "Differences only": the category fetched again with diff=1; the screen size shared by all is gone. */
export const DifferencesOnly: CompareStory = {
  ...onComparePage({ ids: [1001, 1002, 1003] }),
  async play(context) {
    const { userEvent } = context;
    await tableOf(context);
    await userEvent.click(differencesOnly(context));
    await waitFor(() =>
      expect(rowTitles(context)).toEqual(text(context, { uk: 'Вбудована пам’ять|Колір', ru: 'Встроенная память|Цвет' }).split('|')),
    );
    await expect(differencesOnly(context)).toBeChecked();
    await expect(storyCompareApi().requests.at(-1)).toEqual({ categoryId: 7, ids: [1001, 1002, 1003], diff: true });
  },
};
export const DifferencesOnlyRu: CompareStory = inRussian(DifferencesOnly);

/** A product taken off in place: its column goes, the count follows, the focus moves to the next one. */
export const ProductRemoved: CompareStory = {
  ...onComparePage({ ids: [1001, 1002, 1003] }),
  async play(context) {
    const { canvas, userEvent } = context;
    const table = await tableOf(context);
    await userEvent.click(table.getByRole('button', { name: removeName(context, 'Xiaomi Redmi Note 13') }));
    await expect(table.queryByRole('button', { name: removeName(context, 'Xiaomi Redmi Note 13') })).toBeNull();
    await expect(table.getByRole('button', { name: removeName(context, 'Motorola Edge 50') })).toHaveFocus();
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent('(2)');
    await expect(new URL(window.location.href).searchParams.get('ids')).toBe('1001,1003');
  },
};
export const ProductRemovedRu: CompareStory = inRussian(ProductRemoved);

/** One product left of a category: its products fetched again, and a hint to add more. */
export const BelowTwoReloaded: CompareStory = {
  ...onComparePage({ ids: [1001, 1002] }),
  async play(context) {
    const { canvas, userEvent } = context;
    const table = await tableOf(context);
    await userEvent.click(table.getByRole('button', { name: removeName(context, 'Samsung Galaxy A55') }));
    await waitFor(() => expect(storyCompareApi().requests.at(-1)).toEqual({ categoryId: 7, ids: [1002], diff: false }));
    await expect(
      await canvas.findByText(text(context, { uk: 'Додайте ще товари цієї категорії, щоб порівняти їх', ru: 'Добавьте ещё товары этой категории, чтобы сравнить их' })),
    ).toBeVisible();
  },
};
export const BelowTwoReloadedRu: CompareStory = inRussian(BelowTwoReloaded);

/** The table could not be read: the error and "try again", which brings the table. */
export const LoadFailed: CompareStory = {
  ...onComparePage({ ids: [1001, 1002], failing: 1 }),
  async play(context) {
    const { canvas, userEvent } = context;
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(context, { uk: 'Не вдалося завантажити порівняння', ru: 'Не удалось загрузить сравнение' }));
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text(context, { uk: 'Спробувати ще раз', ru: 'Попробовать ещё раз' }) }));
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const LoadFailedRu: CompareStory = inRussian(LoadFailed);

/** Nothing to compare: said so, with the way back. */
export const Empty: CompareStory = {
  ...onComparePage({ ids: [] }),
  async play(context) {
    const { canvas } = context;
    await expect(canvas.getByText(text(context, { uk: 'У порівнянні поки немає товарів', ru: 'В сравнении пока нет товаров' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(context, { uk: 'На головну', ru: 'На главную' }) })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};
export const EmptyRu: CompareStory = inRussian(Empty);

/** The compare table on a phone: narrow columns, scrolled sideways. */
export const TableOnPhone: CompareStory = atPhoneWidth(Table);
export const TableOnPhoneRu: CompareStory = inRussian(TableOnPhone);
