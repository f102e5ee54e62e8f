import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allWidgets } from '../all-widgets';
import { element, islandPage, mountIslands } from '../../testing/island-test-kit';
import { testVitrina } from '../../testing/card-test-kit';
import { searchOpenerWidget } from './search-opener-widget';

const page = islandPage();

/** The header's search link as the shop renders it (layout/site-header.tsx). */
function shopLink(): HTMLAnchorElement {
  return element('a', { class: 'header-action', href: '/search', 'aria-label': 'Відкрити пошук', 'data-widget': 'search-opener' }, 'Пошук') as HTMLAnchorElement;
}

describe('the search opener island', () => {
  it('is registered for the script-tag build', () => {
    expect(allWidgets).toContain(searchOpenerWidget);
  });

  it('keeps the link to the search page, and opens the search modal on a plain click', async () => {
    page.vitrina = testVitrina();
    const link = shopLink();
    page.runtime = await mountIslands(page.vitrina, searchOpenerWidget, link);
    expect(link.getAttribute('href')).toBe('/search');
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    expect(link.getAttribute('aria-label')).toBe('Відкрити пошук');
    expect(link.textContent).toBe('Пошук');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(page.vitrina.state.modal.value).toEqual({ open: true, id: 'search' });
  });

  it('lets a click for a new tab follow the link', async () => {
    page.vitrina = testVitrina();
    const link = shopLink();
    page.runtime = await mountIslands(page.vitrina, searchOpenerWidget, link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(page.vitrina.state.modal.value.open).toBe(false);
  });

  it('names itself in the page’s language', async () => {
    page.vitrina = testVitrina({ lang: 'ru' });
    const link = shopLink();
    page.runtime = await mountIslands(page.vitrina, searchOpenerWidget, link);
    expect(link.getAttribute('aria-label')).toBe('Открыть поиск');
    expect(link.textContent).toBe('Поиск');
    fireEvent.click(link);
    expect(page.vitrina.state.modal.value.id).toBe('search');
  });
});
