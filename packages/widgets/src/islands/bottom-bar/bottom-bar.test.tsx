import type { Vitrina } from '@vitrina/core';
import { act, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIslandRuntime, type IslandRuntime } from '../../runtime/island-runtime';
import { VitrinaProvider } from '../../vitrina-context';
import { allWidgets } from '../all-widgets';
import { testVitrina } from '../../testing/test-vitrina';
import { BottomBar, FIXED_CLASS } from './bottom-bar';
import { BottomBarIsland } from './bottom-bar-island';
import { bottomBarWidget } from './bottom-bar-widget';
import type { ObserveFooter } from './footer-visibility';

/** The bottom bar as the shop renders it (bottom-bar.tsx), both links and counters at 0. */
function shopBar(page: string): HTMLElement {
  const nav = document.createElement('nav');
  nav.className = 'bottom-bar';
  nav.setAttribute('data-widget', 'bottom-bar');
  nav.setAttribute('data-page', page);
  const inner = document.createElement('div');
  inner.className = 'container bottom-bar-inner';
  for (const href of ['/compare', '/favorites']) {
    if (href.slice(1) === page) continue;
    const link = document.createElement('a');
    link.className = 'bottom-bar-link is-inactive';
    link.href = href;
    link.textContent = `${href} (сервер)`;
    inner.append(link);
  }
  nav.append(inner);
  return nav;
}

/** A footer whose visibility the test sets. */
function fakeFooter() {
  const listeners = new Set<(visible: boolean) => void>();
  const observe: ObserveFooter = (onChange) => {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  };
  return {
    observe,
    show: (visible: boolean) => act(() => listeners.forEach((listener) => listener(visible))),
    get watchers() {
      return listeners.size;
    },
  };
}

let vitrina: Vitrina;
beforeEach(() => {
  vitrina = testVitrina();
});
afterEach(() => {
  vitrina.destroy();
  document.body.replaceChildren();
});

function renderBar(page: string, observeFooter?: ObserveFooter) {
  const nav = shopBar(page);
  document.body.append(nav);
  render(
    <VitrinaProvider vitrina={vitrina}>
      <BottomBarIsland page={page} {...(observeFooter ? { observeFooter } : {})} />
    </VitrinaProvider>,
    { container: nav },
  );
  return nav;
}

const hrefs = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));

describe('the bottom bar', () => {
  it.each([
    ['main', ['/compare', '/favorites']],
    ['compare', ['/favorites']],
    ['favorites', ['/compare']],
  ])('on the %s page shows the links %j', (page, expected) => {
    const nav = renderBar(page, fakeFooter().observe);
    expect(hrefs(nav)).toEqual(expected);
  });

  it('shows the counts only above 0, and zero-count links inactive', async () => {
    const nav = renderBar('main', fakeFooter().observe);
    const compare = within(nav).getByRole('link', { name: /Порівняння/ });
    const favorites = within(nav).getByRole('link', { name: /Обране/ });
    expect(compare.textContent).toBe('Порівняння');
    expect(compare.className).toContain('is-inactive');

    await act(async () => {
      await vitrina.services.compares.toggle(1001);
      await vitrina.services.compares.toggle(1002);
      await vitrina.services.favorites.toggle(1001);
    });

    expect(compare.textContent).toBe('Порівняння2');
    expect(compare.className).not.toContain('is-inactive');
    expect(favorites.textContent).toBe('Обране1');
    expect(favorites.querySelector('[data-counter="favorites"]')?.textContent).toBe('1');
  });

  it('is fixed unless the footer is visible', async () => {
    const footer = fakeFooter();
    const nav = renderBar('main', footer.observe);
    expect(nav.classList.contains(FIXED_CLASS)).toBe(true);

    await footer.show(true);
    expect(nav.classList.contains(FIXED_CLASS)).toBe(false);
    expect(nav.className).toBe('bottom-bar');

    await footer.show(false);
    expect(nav.classList.contains(FIXED_CLASS)).toBe(true);
  });

  it('stays fixed when nothing can watch the footer', () => {
    const nav = renderBar('main', () => () => {});
    expect(nav.classList.contains(FIXED_CLASS)).toBe(true);
  });
});

describe('the bottom bar in a React app, outside any island', () => {
  it('renders its own named nav, fixed unless the footer shows, without the current page’s link', async () => {
    const footer = fakeFooter();
    const view = render(
      <VitrinaProvider vitrina={vitrina}>
        <BottomBar page="compare" observeFooter={footer.observe} />
      </VitrinaProvider>,
    );
    const nav = view.getByRole('navigation', { name: 'Порівняння, Обране' });
    expect(nav.className).toBe(`bottom-bar ${FIXED_CLASS}`);
    expect(hrefs(nav)).toEqual(['/favorites']);

    await footer.show(true);
    expect(nav.className).toBe('bottom-bar');
    await act(async () => {
      await vitrina.services.favorites.toggle(1001);
    });
    const favorites = within(nav).getByRole('link', { name: /Обране/ });
    expect(favorites.textContent).toBe('Обране1');
    expect(favorites.className).toBe('bottom-bar-link');
  });
});

describe('the bottom-bar widget', () => {
  let runtime: IslandRuntime | undefined;
  afterEach(() => {
    runtime?.stop();
    runtime = undefined;
  });

  it('is one of the widgets the script build registers', () => {
    expect(allWidgets).toContain(bottomBarWidget);
  });

  it('mounts on the shop’s bar, reads data-page and replaces the server’s links', async () => {
    const nav = shopBar('favorites');
    const footer = document.createElement('footer');
    footer.className = 'site-footer';
    document.body.append(nav, footer);
    runtime = createIslandRuntime({ root: document, vitrina, widgets: [bottomBarWidget] });

    await act(() => runtime!.start());

    expect(runtime.size).toBe(1);
    expect(hrefs(nav)).toEqual(['/compare']);
    expect(within(nav).queryByText('/compare (сервер)')).toBeNull();
    expect(nav.classList.contains(FIXED_CLASS)).toBe(true);
  });
});
