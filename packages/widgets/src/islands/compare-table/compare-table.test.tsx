import type { Vitrina } from '@vitrina/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCompareApi, compareIslandProps, type FakeCompareApi } from '../../testing/fake-compare-api';
import { loadedVitrina, mockApi, renderWith } from '../../testing/sign-in-test-kit';
import { CompareTable } from './compare-table';
import { compareTableProps, type CompareTableProps } from './compare-table-props';
import { compareNavigation } from './compare-navigation';

const server = mockApi();
let api: FakeCompareApi;
let vitrina: Vitrina;

beforeEach(async () => {
  api = fakeCompareApi();
  server.use(http.all('/api/*', async ({ request }) => api.fetch(request)));
  vitrina = await loadedVitrina();
});
afterEach(() => {
  vitrina.destroy();
  window.history.replaceState(null, '', '/');
});

/** The compare page for `ids`, its address carrying them, and the guest's list holding them. */
async function openPage(ids: number[], overrides: Partial<CompareTableProps> = {}) {
  window.history.replaceState(null, '', `/compare?ids=${ids.join(',')}`);
  for (const id of ids) await vitrina.services.compares.toggle(id);
  const view = renderWith(vitrina, <CompareTable {...compareIslandProps(api.categories, ids)} {...overrides} />);
  await screen.findByRole('tablist');
  return view;
}

const table = () => screen.getByRole('table');
const columnTitles = () => within(table()).getAllByRole('button', { name: /Прибрати з порівняння/ }).map((button) => button.getAttribute('aria-label'));
const removeButton = (title: string) => screen.getByRole('button', { name: `Прибрати з порівняння: ${title}` });
const differencesSwitch = () => screen.getByRole('switch', { name: 'Лише відмінності' });
const rowTitles = () => within(table()).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the compare table', () => {
  it('shows "loading" until the table arrives, then the categories as tabs with their counts', async () => {
    const release = api.hold();
    renderWith(vitrina, <CompareTable {...compareIslandProps(api.categories, [1001, 1002, 2001])} />);
    expect((await screen.findByRole('status')).textContent).toContain('Завантажуємо порівняння…');
    release();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Смартфони (2)', 'Навушники (1)']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
  });

  it('lines up the cards and every characteristic, marking the rows that differ', async () => {
    await openPage([1001, 1002, 1003]);
    expect(columnTitles()).toEqual([
      'Прибрати з порівняння: Samsung Galaxy A55',
      'Прибрати з порівняння: Xiaomi Redmi Note 13',
      'Прибрати з порівняння: Motorola Edge 50',
    ]);
    expect(rowTitles()).toEqual(['Діагональ екрана', 'Вбудована пам’ять', 'Колір']);
    const memory = screen.getByRole('rowheader', { name: 'Вбудована пам’ять' }).closest('tr')!;
    expect(within(memory).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['256 ГБ', '256 ГБ', '512 ГБ']);
    expect(memory.classList.contains('is-different')).toBe(true);
    expect(screen.getByRole('rowheader', { name: 'Діагональ екрана' }).closest('tr')!.classList.contains('is-different')).toBe(false);
    // The cards keep their buttons, never the one-click link.
    expect(within(table()).getAllByRole('button', { name: 'Купити' })).toHaveLength(3);
    expect(within(table()).queryByRole('button', { name: /в один клік/i })).toBeNull();
  });

  it('opens on the category the page showed', async () => {
    await openPage([1001, 1002, 2001, 2002], { categoryId: 9 });
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Навушники (2)');
    expect(rowTitles()).toEqual(['Тип', 'Час роботи']);
  });

  it('moves between the tabs with the arrow keys, Home and End, one tab stop', async () => {
    await openPage([1001, 1002, 2001, 2002]);
    const [phones, headphones] = screen.getAllByRole('tab');
    expect(phones!.getAttribute('tabindex')).toBe('0');
    expect(headphones!.getAttribute('tabindex')).toBe('-1');
    phones!.focus();
    fireEvent.keyDown(phones!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Навушники');
    expect(document.activeElement).toBe(screen.getByRole('tab', { selected: true }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Смартфони');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Навушники');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Смартфони');
    expect(rowTitles()).toEqual(['Діагональ екрана', 'Вбудована пам’ять', 'Колір']);
  });

  it('shows only the differences when asked, fetched again with diff=1, and all of them again', async () => {
    await openPage([1001, 1002, 1003]);
    const release = api.hold();
    fireEvent.click(differencesSwitch());
    // The switch shows the choice at once, while the table is fetched.
    expect((differencesSwitch() as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('tabpanel').getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(rowTitles()).toEqual(['Вбудована пам’ять', 'Колір']));
    expect(api.requests.at(-1)).toEqual({ categoryId: 7, ids: [1001, 1002, 1003], diff: true });
    expect((differencesSwitch() as HTMLInputElement).checked).toBe(true);
    fireEvent.click(differencesSwitch());
    await waitFor(() => expect(rowTitles()).toEqual(['Діагональ екрана', 'Вбудована пам’ять', 'Колір']));
    expect(api.requests.at(-1)?.diff).toBe(false);
  });
});

describe('taking a product off the compare page', () => {
  it('changes the table, the list and the address in place, and focuses the next product’s button', async () => {
    const replace = vi.spyOn(compareNavigation, 'replace').mockImplementation(() => {});
    await openPage([1001, 1002, 1003, 2001]);
    const requests = api.requests.length;
    fireEvent.click(removeButton('Xiaomi Redmi Note 13'));
    expect(columnTitles()).toEqual(['Прибрати з порівняння: Samsung Galaxy A55', 'Прибрати з порівняння: Motorola Edge 50']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Смартфони (2)');
    expect(window.location.pathname + window.location.search).toBe('/compare?ids=1001,1003,2001');
    expect(vitrina.state.compares.ids.value).toEqual([1001, 1003, 2001]);
    expect(document.activeElement).toBe(removeButton('Motorola Edge 50'));
    // Two left, all characteristics shown: nothing to fetch.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.requests.length).toBe(requests);
    expect(replace).not.toHaveBeenCalled();
    replace.mockRestore();
  });

  it('reloads the category’s products when fewer than 2 are left', async () => {
    await openPage([1001, 1002, 2001]);
    fireEvent.click(differencesSwitch());
    await waitFor(() => expect((differencesSwitch() as HTMLInputElement).checked).toBe(true));
    fireEvent.click(removeButton('Samsung Galaxy A55'));
    await waitFor(() => expect(api.requests.at(-1)).toEqual({ categoryId: 7, ids: [1002, 2001], diff: false }));
    await waitFor(() => expect((differencesSwitch() as HTMLInputElement).checked).toBe(false));
    expect(screen.getByText('Додайте ще товари цієї категорії, щоб порівняти їх')).toBeTruthy();
    expect(columnTitles()).toEqual(['Прибрати з порівняння: Xiaomi Redmi Note 13']);
  });

  it('fetches the differences again in differences mode', async () => {
    await openPage([1001, 1002, 1003]);
    fireEvent.click(differencesSwitch());
    await waitFor(() => expect(rowTitles()).toEqual(['Вбудована пам’ять', 'Колір']));
    fireEvent.click(removeButton('Motorola Edge 50'));
    await waitFor(() => expect(api.requests.at(-1)).toEqual({ categoryId: 7, ids: [1001, 1002], diff: true }));
    // Both have 256 ГБ now: only the colour differs.
    await waitFor(() => expect(rowTitles()).toEqual(['Колір']));
  });

  it('leaves the tab of a category emptied, and shows the empty page when nothing is left', async () => {
    await openPage([1001, 2001]);
    fireEvent.click(removeButton('Samsung Galaxy A55'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Навушники (1)']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { selected: true }));
    fireEvent.click(removeButton('JBL Tune 520BT'));
    expect(await screen.findByText('У порівнянні поки немає товарів')).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  it('follows the card’s own compare toggle', async () => {
    await openPage([1001, 1002, 1003]);
    const column = removeButton('Samsung Galaxy A55').closest('table')!;
    const toggles = within(column).getAllByRole('button', { name: 'Видалити з порівняння' });
    fireEvent.click(toggles[0]!);
    await waitFor(() => expect(columnTitles()).toHaveLength(2));
    expect(window.location.search).toBe('?ids=1002,1003');
  });
});

describe('when the table cannot be read', () => {
  it('says so and tries again', async () => {
    api.failNext(1);
    window.history.replaceState(null, '', '/compare?ids=1001,1002');
    renderWith(vitrina, <CompareTable {...compareIslandProps(api.categories, [1001, 1002])} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Не вдалося завантажити порівняння');
    fireEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the table when a later fetch fails, with the error and a retry above it', async () => {
    await openPage([1001, 1002, 1003]);
    api.failNext(1);
    fireEvent.click(differencesSwitch());
    expect((await screen.findByRole('alert')).textContent).toContain('Не вдалося завантажити порівняння');
    expect(rowTitles()).toEqual(['Діагональ екрана', 'Вбудована пам’ять', 'Колір']);
    expect(screen.getByRole('tabpanel').getAttribute('aria-busy')).toBe('false');
    expect((differencesSwitch() as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('a guest’s compare list', () => {
  let replace: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    replace = vi.spyOn(compareNavigation, 'replace').mockImplementation(() => {});
  });
  afterEach(() => replace.mockRestore());

  it('replaces the bare page with the one for the guest’s ids, once the login check found a guest', async () => {
    await vitrina.services.compares.toggle(1002);
    await vitrina.services.compares.toggle(2001);
    renderWith(vitrina, <CompareTable compareIds={[]} compareCategories={[]} />);
    expect(screen.getByText('У порівнянні поки немає товарів')).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
    await act(() => vitrina.services.auth.restore());
    expect(replace).toHaveBeenCalledWith('/compare?ids=1002,2001');
  });

  it('leaves a page that shows ids, and an empty list’s empty page', async () => {
    await openPage([1001, 1002]);
    await act(() => vitrina.services.auth.restore());
    expect(vitrina.services.auth.status.value).toBe('guest');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(replace).not.toHaveBeenCalled();
  });

  it('does nothing on an empty list', async () => {
    renderWith(vitrina, <CompareTable compareIds={[]} compareCategories={[]} />);
    await act(() => vitrina.services.auth.restore());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'На головну' }).getAttribute('href')).toBe('/');
  });
});

describe('the compare-table island’s attributes', () => {
  it('reads the ids, the categories’ JSON and the category shown', () => {
    expect(
      compareTableProps.safeParse({ categoryId: 7, compareIds: '1001,1002', compareCategories: '[{"id":7,"title":"Смартфони","count":2}]' }),
    ).toEqual({ success: true, data: { categoryId: 7, compareIds: [1001, 1002], compareCategories: [{ id: 7, title: 'Смартфони', count: 2 }] } });
    expect(compareTableProps.safeParse({})).toEqual({ success: true, data: { compareIds: [], compareCategories: [] } });
  });

  it.each([
    { compareIds: '1,1' },
    { compareIds: '1,,2' },
    { compareIds: '007' },
    { compareCategories: '[{"id":7}]' },
    { compareCategories: 'not json' },
    { compareCategories: '{"id":7,"title":"x","count":1}' },
  ])('refuses %o, so the page’s own table stays', (attributes) => {
    expect(compareTableProps.safeParse(attributes).success).toBe(false);
  });
});
