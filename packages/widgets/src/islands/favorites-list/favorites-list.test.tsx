import type { Vitrina } from '@vitrina/core';
import { act } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIslandRuntime } from '../../runtime/island-runtime';
import { VitrinaProvider } from '../../vitrina-context';
import { PASSWORD, profileApi, renderWith, sampleUser, testVitrina, unanswered } from '../../testing/sign-in-test-kit';
import { FavoritesList } from './favorites-list';
import { favoritesListProps, MAX_FAVORITES_PAGE_IDS } from './favorites-list-props';
import { favoritesListWidget } from './favorites-list-widget';
import { favoritesNavigation } from './favorites-navigation';

const server = setupServer(unanswered);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let vitrina: Vitrina;
let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vitrina = testVitrina();
  replace = vi.spyOn(favoritesNavigation, 'replace').mockImplementation(() => {});
});
afterEach(() => {
  replace.mockRestore();
  vitrina.destroy();
});

/** A guest's favourites, kept in the browser as the hearts keep them (no request). */
async function favourites(...ids: number[]) {
  for (const id of ids) {
    const result = await vitrina.services.favorites.toggle(id);
    expect(result).toEqual({ ok: true, inList: true });
  }
}

async function restoredAsGuest() {
  await act(async () => {
    await vitrina.services.auth.restore();
  });
  expect(vitrina.services.auth.status.value).toBe('guest');
}

/** Lets effects run, had they anything to do. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

function mount(ids: number[]) {
  return renderWith(vitrina, <FavoritesList ids={ids} />);
}

describe('the favorites-list island, for a guest', () => {
  it('replaces a page showing other ids with the browser’s, in the SDK’s order, once the login check found a guest', async () => {
    await favourites(3, 1, 2);
    mount([]);
    await restoredAsGuest();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/favorites?ids=3,1,2');
  });

  it('replaces a page of ids the browser does not hold with the bare page', async () => {
    mount([5, 7]);
    await restoredAsGuest();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/favorites');
  });

  it('leaves a page that shows exactly the browser’s ids, in any order', async () => {
    await favourites(3, 1, 2);
    mount([2, 3, 1]);
    await restoredAsGuest();
    await settle();
    expect(replace).not.toHaveBeenCalled();
  });

  it('leaves an empty page for an empty list', async () => {
    mount([]);
    await restoredAsGuest();
    await settle();
    expect(replace).not.toHaveBeenCalled();
  });

  it('does nothing before the login check has answered', async () => {
    await favourites(3, 1);
    mount([]);
    await settle();
    expect(vitrina.services.auth.status.value).toBe('unknown');
    expect(replace).not.toHaveBeenCalled();
  });

  it('follows a favourite removed on the page: the remaining ids, then the bare page', async () => {
    await favourites(4, 9);
    mount([4, 9]);
    await restoredAsGuest();
    await settle();
    expect(replace).not.toHaveBeenCalled();

    await act(async () => {
      await vitrina.services.favorites.toggle(4);
    });
    expect(replace).toHaveBeenLastCalledWith('/favorites?ids=9');
    // The page has not been replaced (happy-dom stays): it still shows 4 and 9.
    await act(async () => {
      await vitrina.services.favorites.toggle(9);
    });
    expect(replace).toHaveBeenLastCalledWith('/favorites');
    expect(replace).toHaveBeenCalledTimes(2);
  });

  it(`puts at most ${MAX_FAVORITES_PAGE_IDS} ids in the address, the newest, and then stays`, async () => {
    const many = Array.from({ length: MAX_FAVORITES_PAGE_IDS + 5 }, (_, index) => 100 + index);
    await favourites(...many);
    const view = mount([]);
    await restoredAsGuest();
    const newest = many.slice(5);
    expect(replace).toHaveBeenCalledWith(`/favorites?ids=${newest.join(',')}`);

    replace.mockClear();
    view.rerender(
      <VitrinaProvider vitrina={vitrina}>
        <FavoritesList ids={newest} />
      </VitrinaProvider>,
    );
    await settle();
    expect(replace).not.toHaveBeenCalled();
  });

  it('uses the shop’s address of the favourites page', async () => {
    vitrina.destroy();
    vitrina = testVitrina({ pages: { cart: '/kosyk', favorites: '/obrane?view=grid', compare: '/porivniannia' } });
    await favourites(8);
    mount([]);
    await restoredAsGuest();
    expect(replace).toHaveBeenCalledWith('/obrane?view=grid&ids=8');
  });
});

describe('the favorites-list island, for a logged-in user', () => {
  it('does nothing: the page is the server’s list, whatever the browser holds', async () => {
    const api = profileApi([sampleUser({ favorites: [11, 12] })]);
    server.use(...api.handlers);
    mount([]);
    await act(async () => {
      await vitrina.services.auth.login({ email: sampleUser().email, password: PASSWORD });
    });
    expect(vitrina.services.auth.status.value).toBe('user');
    expect(vitrina.state.favorites.ids.value.length).toBeGreaterThan(0);
    await act(async () => {
      await vitrina.services.favorites.toggle(11);
    });
    await settle();
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('the favorites-list island on the page', () => {
  function island(attributes: string): HTMLElement {
    const element = document.createElement('div');
    element.hidden = true;
    element.dataset.widget = 'favorites-list';
    if (attributes !== '') element.dataset.ids = attributes;
    document.body.append(element);
    return element;
  }

  it('reads `data-ids` and mounts without waiting for the whole dictionary', async () => {
    const load = vi.spyOn(vitrina.i18n, 'load');
    await favourites(1, 2);
    const element = island('2,1');
    const runtime = createIslandRuntime({ root: document, vitrina, widgets: [favoritesListWidget] });
    await act(() => runtime.start());
    expect(runtime.size).toBe(1);
    await restoredAsGuest();
    await settle();
    expect(replace).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      await vitrina.services.favorites.toggle(2);
    });
    expect(replace).toHaveBeenCalledWith('/favorites?ids=1');
    runtime.stop();
    element.remove();
  });

  it('takes a missing `data-ids` as an empty page', () => {
    expect(favoritesListProps.safeParse({})).toEqual({ success: true, data: { ids: [] } });
    expect(favoritesListProps.safeParse({ ids: '' })).toEqual({ success: true, data: { ids: [] } });
    expect(favoritesListProps.safeParse({ ids: '7,3' })).toEqual({ success: true, data: { ids: [7, 3] } });
  });

  it.each(['1,,2', '0', '-1', '1.5', '007', '1 ,2', '<script>', '99999999999999999999'])('does not mount on data-ids="%s", so nothing moves', async (ids) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(favoritesListProps.safeParse({ ids }).success).toBe(false);
    await favourites(1);
    const element = island(ids);
    const runtime = createIslandRuntime({ root: document, vitrina, widgets: [favoritesListWidget] });
    await act(() => runtime.start());
    expect(runtime.size).toBe(0);
    await restoredAsGuest();
    await settle();
    expect(replace).not.toHaveBeenCalled();
    runtime.stop();
    element.remove();
    vi.mocked(console.warn).mockRestore();
  });
});
