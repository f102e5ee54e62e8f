import type { Vitrina } from '@vitrina/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as z from 'zod/mini';
import { navigation } from '../../runtime/navigation';
import { failure, ok, renderWith, scriptedVitrina, withTexts, type Route } from '../../testing/modal-test-kit';
import { sampleCard } from '../../testing/sample-card';
import { SearchDialog } from './search-dialog';

const instances: Vitrina[] = [];
let assign: MockInstance<(url: string) => void>;
beforeEach(() => {
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  for (const vitrina of instances.splice(0)) vitrina.destroy();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const PHONES = [sampleCard({ id: 1, title: 'Samsung Galaxy A55', slug: 'samsung-galaxy-a55', price: 17999, price_with_discount: null }), sampleCard({ id: 2, title: 'Samsung Galaxy S24', slug: 'samsung-galaxy-s24', price: 32999, price_with_discount: null })];

/** The search endpoint: the phones for any query starting with "sam", nothing else. */
const searchRoute: Route = ({ url }) => {
  const q = url.searchParams.get('q') ?? '';
  const products = q.toLowerCase().startsWith('sam') ? PHONES : [];
  return ok({ products, total: products.length === 0 ? 0 : 14, page: 1 });
};

/** What the browser keeps as the recent queries, as stored. */
const storedRecent = (vitrina: Vitrina) => vitrina.storage.read('recentSearches', z.array(z.string()));

async function setup(options: { lang?: 'uk' | 'ru'; route?: Route; stored?: unknown } = {}) {
  const { vitrina, calls } = await withTexts(scriptedVitrina({ 'GET /api/shop/search/load_products': options.route ?? searchRoute }, { lang: options.lang ?? 'uk' }));
  instances.push(vitrina);
  if (options.stored !== undefined) vitrina.storage.write('recentSearches', options.stored);
  renderWith(vitrina, <SearchDialog productId={null} titleId="search-title" close={vi.fn()} />);
  const searches = () => calls.filter(({ call }) => call === 'GET /api/shop/search/load_products');
  return { vitrina, searches, field: screen.getByRole('combobox', { name: options.lang === 'ru' ? 'Поиск товаров' : 'Пошук товарів' }) as HTMLInputElement };
}

const type = (field: HTMLInputElement, value: string) => fireEvent.change(field, { target: { value } });
const key = (field: HTMLInputElement, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  act(() => void field.dispatchEvent(event));
  return event;
};
const submitEvent = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  fireEvent(form, event);
  return event;
};

describe('the search dialog', () => {
  it('is a search form whose field is a combobox submitting q to the shop’s search page', async () => {
    const { field } = await setup();
    expect(screen.getByRole('heading', { name: 'Пошук' }).id).toBe('search-title');
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/search');
    expect(field.name).toBe('q');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(field.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');
    expect(field.getAttribute('aria-describedby') && document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Введіть щонайменше 2 символи');
    type(field, 'galaxy a55');
    expect(submitEvent(form).defaultPrevented).toBe(false);
    type(field, '   ');
    expect(submitEvent(form).defaultPrevented).toBe(true);
  });

  it('shows a found product whose image address is a script as one without an image', async () => {
    const scripted = sampleCard({ id: 3, title: '<img src=x onerror=alert(1)>', image: 'javascript:alert(1)' });
    const { field } = await setup({ route: () => ok({ products: [scripted, { ...PHONES[0]!, image: 'https://cdn.example/a55.webp' }], total: 2, page: 1 }) });
    type(field, 'Sam');
    const list = await screen.findByRole('listbox', { name: 'Знайдені товари' });
    const [first, second] = Array.from(list.querySelectorAll('[role="option"]'));
    expect(first!.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(first!.querySelector('img')).toBeNull();
    expect(second!.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/a55.webp');
  });

  it('shows the products found while typing, after one request for the text typed last', async () => {
    const { field, searches } = await setup();
    for (const text of ['S', 'Sa', 'Sam', 'Sams']) type(field, text);
    expect(screen.getByRole('status').textContent).toBe('Шукаємо…');
    const list = await screen.findByRole('listbox', { name: 'Знайдені товари' });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(Array.from(list.querySelectorAll('[role="option"]'), (option) => option.textContent)).toEqual([expect.stringContaining('Samsung Galaxy A55'), expect.stringContaining('Samsung Galaxy S24')]);
    expect(screen.getByRole('status').textContent).toBe('Знайдено 14 товарів');
    expect(searches().map(({ call }) => call)).toHaveLength(1);
    const all = screen.getByRole('link', { name: 'Показати всі результати (14)' });
    expect(all.getAttribute('href')).toBe('/search?q=Sams');
  });

  it('asks nothing for one character', async () => {
    const { field, searches } = await setup();
    type(field, 'S');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches()).toEqual([]);
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the products with the arrows and opens the active one on Enter, keeping the query', async () => {
    const { field, vitrina } = await setup();
    type(field, 'Sams');
    await screen.findByRole('listbox');
    key(field, 'ArrowDown');
    key(field, 'ArrowDown');
    const active = document.getElementById(field.getAttribute('aria-activedescendant')!);
    expect(active?.getAttribute('aria-selected')).toBe('true');
    expect(active?.textContent).toContain('Samsung Galaxy S24');
    key(field, 'ArrowDown');
    expect(document.getElementById(field.getAttribute('aria-activedescendant')!)?.textContent).toContain('Samsung Galaxy A55');
    key(field, 'ArrowUp');
    expect(key(field, 'Enter').defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith('/samsung-galaxy-s24');
    expect(storedRecent(vitrina)).toEqual(['Sams']);
  });

  it('closes the list on Escape and lets the next Escape reach the dialog', async () => {
    const { field } = await setup();
    type(field, 'Sams');
    await screen.findByRole('listbox');
    key(field, 'ArrowDown');
    expect(key(field, 'Escape').defaultPrevented).toBe(true);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    expect(key(field, 'Escape').defaultPrevented).toBe(false);
    key(field, 'ArrowDown');
    expect(field.getAttribute('aria-expanded')).toBe('true');
  });

  it('says so when nothing is found', async () => {
    const { field } = await setup();
    type(field, 'xyzzy');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('За запитом «xyzzy» нічого не знайдено'));
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('tells a failed search with a retry that searches again', async () => {
    let down = true;
    const { field, searches } = await setup({ route: (request) => (down ? failure(500, 'errors.generic') : searchRoute(request)) });
    type(field, 'Sams');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не вдалося виконати пошук');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    await screen.findByRole('listbox', { name: 'Знайдені товари' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(searches().length).toBeGreaterThanOrEqual(2);
  });

  it('offers the recent queries before anything is typed: one searches again, and they can be cleared', async () => {
    const { field, vitrina } = await setup({ stored: ['samsung', 'iphone'] });
    const recent = screen.getByRole('listbox', { name: 'Нещодавні запити' });
    expect(Array.from(recent.querySelectorAll('[role="option"]'), (option) => option.textContent)).toEqual(['samsung', 'iphone']);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    key(field, 'ArrowDown');
    key(field, 'Enter');
    expect(field.value).toBe('samsung');
    await screen.findByRole('listbox', { name: 'Знайдені товари' });

    type(field, '');
    fireEvent.click(screen.getByRole('button', { name: 'Очистити історію пошуку' }));
    expect(storedRecent(vitrina)).toBeUndefined();
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a submitted query among the recent ones, and reads corrupt storage as none', async () => {
    const { field, vitrina } = await setup({ stored: { broken: true } });
    expect(screen.queryByRole('listbox')).toBeNull();
    type(field, 'galaxy a55');
    submitEvent(screen.getByRole('search') as HTMLFormElement);
    expect(storedRecent(vitrina)).toEqual(['galaxy a55']);
  });

  it('speaks Russian', async () => {
    const { field } = await setup({ lang: 'ru' });
    type(field, 'Sams');
    await screen.findByRole('listbox', { name: 'Найденные товары' });
    expect(screen.getByRole('status').textContent).toBe('Найдено 14 товаров');
    expect(screen.getByRole('link', { name: 'Показать все результаты (14)' })).toBeTruthy();
  });

  it('submits to the page the header’s search opener links to', async () => {
    const opener = document.createElement('a');
    opener.href = '/ru/poisk?from=header';
    opener.dataset.widget = 'search-opener';
    document.body.append(opener);
    await setup({ lang: 'ru' });
    expect(screen.getByRole('search').getAttribute('action')).toBe('/ru/poisk');
  });
});
