import type { Vitrina } from '@vitrina/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith, scriptedVitrina, withTexts } from '../../testing/modal-test-kit';
import { SearchDialog } from './search-dialog';

const instances: Vitrina[] = [];
afterEach(() => {
  for (const vitrina of instances.splice(0)) vitrina.destroy();
  document.body.replaceChildren();
});

async function setup(lang: 'uk' | 'ru' = 'uk') {
  const { vitrina } = await withTexts(scriptedVitrina({}, { lang }));
  instances.push(vitrina);
  renderWith(vitrina, <SearchDialog productId={null} titleId="search-title" close={vi.fn()} />);
}

const submitEvent = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  fireEvent(form, event);
  return event;
};

describe('the search dialog', () => {
  it('is a labelled search field that submits q to the shop’s search page', async () => {
    await setup();
    expect(screen.getByRole('heading', { name: 'Пошук' }).id).toBe('search-title');
    const form = screen.getByRole('search') as HTMLFormElement;
    const field = screen.getByRole('searchbox', { name: 'Пошук товарів' }) as HTMLInputElement;
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.method).toBe('get');
    expect(field.name).toBe('q');
    expect(screen.getByRole('button', { name: 'Знайти' }).getAttribute('type')).toBe('submit');

    fireEvent.change(field, { target: { value: 'galaxy a55' } });
    expect(submitEvent(form).defaultPrevented).toBe(false);
  });

  it('does not search for nothing', async () => {
    await setup();
    const field = screen.getByRole('searchbox');
    fireEvent.change(field, { target: { value: '   ' } });
    expect(submitEvent(screen.getByRole('search') as HTMLFormElement).defaultPrevented).toBe(true);
  });

  it('submits to the page the header’s search opener links to', async () => {
    const opener = document.createElement('a');
    opener.href = '/ru/poisk?from=header';
    opener.dataset.widget = 'search-opener';
    document.body.append(opener);
    await setup('ru');
    expect(screen.getByRole('search').getAttribute('action')).toBe('/ru/poisk');
    expect(screen.getByRole('searchbox', { name: 'Поиск товаров' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Найти' })).toBeTruthy();
  });
});
