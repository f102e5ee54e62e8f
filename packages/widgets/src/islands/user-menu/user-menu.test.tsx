import type { Vitrina } from '@vitrina/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VitrinaProvider } from '../../vitrina-context';
import { testVitrina } from '../../testing/test-vitrina';
import { sampleUser, userVitrina } from '../../testing/user-menu-test-kit';
import { UserMenu } from './user-menu';

const instances: Vitrina[] = [];
afterEach(() => {
  for (const vitrina of instances.splice(0)) vitrina.destroy();
});

function renderMenu(vitrina: Vitrina) {
  instances.push(vitrina);
  return render(
    <VitrinaProvider vitrina={vitrina}>
      <UserMenu />
    </VitrinaProvider>,
  );
}

async function loggedIn(overrides: Parameters<typeof sampleUser>[0] = {}) {
  const { vitrina } = userVitrina(sampleUser(overrides));
  renderMenu(vitrina);
  await act(() => vitrina.services.auth.restore());
  return vitrina;
}

const menuButton = () => screen.getByRole('button', { name: 'Меню користувача: Ірина' });
const openMenu = async () => {
  await act(async () => menuButton().click());
  // The list's code loads on first open.
  return screen.findByRole('list');
};

describe('the user menu for a guest', () => {
  it('is a login button that opens the login modal', async () => {
    const vitrina = testVitrina();
    renderMenu(vitrina);
    await act(async () => screen.getByRole('button', { name: 'Увійти' }).click());
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'login' });
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('the user menu for a logged-in user', () => {
  it('shows the first name, with its first letter in its own class, and the full name as the accessible name', async () => {
    await loggedIn();
    const button = menuButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.querySelector('.vitrina-user-menu__initial')?.textContent).toBe('І');
    expect(button.querySelector('.vitrina-user-menu__name')?.textContent).toBe('Ірина');
  });

  it('opens a list of the account links', async () => {
    await loggedIn();
    const list = await openMenu();
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    const links = within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Особисті дані', '/profile'],
      ['Адреси доставки', '/profile/delivery'],
      ['Налаштування', '/profile/settings'],
      ['Бонуси', '/profile/bonuses'],
      ['Обране', '/favorites'],
      ['Порівняння', '/compare'],
      ['Мої покупки', '/profile/purchases'],
    ]);
    expect(within(list).getByRole('button', { name: 'Змінити акаунт' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Вийти' })).toBeTruthy();
  });

  it('shows counters only above 0 and marks zero-counter items inactive', async () => {
    await loggedIn({ bonuses_count: 540, favorites: [1001, 1002], compares: [] });
    const list = await openMenu();
    const item = (name: RegExp) => within(list).getByRole('link', { name });
    expect(item(/Бонуси/).textContent).toBe('Бонуси540');
    expect(item(/Обране/).textContent).toBe('Обране2');
    expect(item(/Порівняння/).textContent).toBe('Порівняння');
    expect(item(/Порівняння/).className).toContain('is-inactive');
    // Inactive only in looks: the page is still there to visit.
    expect(item(/Порівняння/).getAttribute('aria-disabled')).toBeNull();
    expect(item(/Бонуси/).className).not.toContain('is-inactive');
    expect(item(/Особисті дані/).className).not.toContain('is-inactive');
  });

  it.each([
    ['corporate', 'Заявки'],
    ['super_corporate', 'Корпоративні покупки'],
  ])('labels purchases for a %s user', async (slug, label) => {
    await loggedIn({ role: { slug } });
    const list = await openMenu();
    expect(within(list).getByRole('link', { name: label }).getAttribute('href')).toBe('/profile/purchases');
    expect(within(list).queryByRole('link', { name: 'Мої покупки' })).toBeNull();
  });

  it('opens the change-account modal from the menu’s button, which the modal gives focus back to', async () => {
    const vitrina = await loggedIn();
    const list = await openMenu();
    const item = within(list).getByRole('button', { name: 'Змінити акаунт' });
    item.focus();
    let focusedAtOpen: Element | null = null;
    const stop = vitrina.state.modal.subscribe(({ id }) => {
      if (id === 'change-account') focusedAtOpen = document.activeElement;
    });
    await act(async () => item.click());
    stop();
    expect(vitrina.state.modal.value).toEqual({ open: true, id: 'change-account' });
    expect(focusedAtOpen).toBe(menuButton());
  });

  it('logs out through the auth service and turns back into the login button', async () => {
    const vitrina = await loggedIn();
    const logout = vi.spyOn(vitrina.services.auth, 'logout');
    const list = await openMenu();
    await act(async () => within(list).getByRole('button', { name: 'Вийти' }).click());
    expect(logout).toHaveBeenCalledTimes(1);
    expect(vitrina.state.isLoggedIn.value).toBe(false);
    expect(screen.getByRole('button', { name: 'Увійти' })).toBeTruthy();
  });

  it('closes on Escape and returns focus to the button', async () => {
    await loggedIn();
    const list = await openMenu();
    const first = within(list).getAllByRole('link')[0]!;
    first.focus();
    await act(async () => {
      first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(menuButton());
  });

  it('moves between the items with the arrow keys', async () => {
    await loggedIn();
    const list = await openMenu();
    const links = within(list).getAllByRole('link');
    links[0]!.focus();
    await act(async () => {
      links[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    });
    expect(document.activeElement).toBe(links[1]);
    await act(async () => {
      links[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true, cancelable: true }));
    });
    expect(document.activeElement).toBe(links[0]);
  });

  it('closes on a click outside', async () => {
    await loggedIn();
    const list = await openMenu();
    await act(async () => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(list.hidden).toBe(true);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles closed with its button', async () => {
    await loggedIn();
    const list = await openMenu();
    await act(async () => menuButton().click());
    expect(list.hidden).toBe(true);
  });

  it('loads its list only when the pointer or the focus comes to the button, and is expanded once the list is there', async () => {
    // A fresh module graph: the list's code has not been loaded yet.
    vi.resetModules();
    const [fresh, { VitrinaProvider: FreshProvider }, { accountMenu }] = await Promise.all([
      import('./user-menu'),
      import('../../vitrina-context'),
      import('./load-account-menu'),
    ]);
    const { vitrina } = userVitrina(sampleUser());
    instances.push(vitrina);
    render(
      <FreshProvider vitrina={vitrina}>
        <fresh.UserMenu />
      </FreshProvider>,
    );
    await act(() => vitrina.services.auth.restore());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(accountMenu.current).toBeUndefined();
    expect(screen.queryByRole('list', { hidden: true })).toBeNull();

    act(() => fireEvent.focus(menuButton()));
    await waitFor(() => expect(accountMenu.current).toBeDefined());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await act(async () => menuButton().click());
    expect((await screen.findByRole('list')).id).toBe(menuButton().getAttribute('aria-controls'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the user menu of a page rendered for a logged-in user', () => {
  /** An SDK seeded with the page's snapshot, whose login check answers when and how the test says. */
  function fromPage(firstName: string | null) {
    let requested!: (answer: (response: Response | Error) => void) => void;
    const checked = new Promise<(response: Response | Error) => void>((resolve) => (requested = resolve));
    const vitrina = testVitrina({
      cookieDocument: { cookie: 'token=t0k3n' },
      fetch: (input) => {
        const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
        if (path !== '/api/profile/me') return Promise.resolve(Response.json({ message: 'not here' }, { status: 404 }));
        return new Promise<Response>((resolve, reject) => requested((response) => (response instanceof Error ? reject(response) : resolve(response))));
      },
    });
    vitrina.services.auth.hydrate({ loggedIn: true, firstName, corporate: false, bonuses: 12 });
    renderMenu(vitrina);
    const restored = vitrina.services.auth.restore();
    const answer = (response: Response | Error) =>
      act(async () => {
        (await checked)(response);
        await restored;
      });
    return { vitrina, answer };
  }

  it('shows the menu with the page’s first name at once, before the login check answers', () => {
    fromPage('Ірина');
    expect(menuButton().querySelector('.vitrina-user-menu__initial')?.textContent).toBe('І');
    expect(screen.queryByRole('button', { name: 'Увійти' })).toBeNull();
  });

  it('keeps the menu while the login check cannot reach the server', async () => {
    const { answer } = fromPage('Ірина');
    await answer(new TypeError('Failed to fetch'));
    expect(menuButton()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Увійти' })).toBeNull();
  });

  it.each([
    ['{ success: false }', () => Response.json({ success: false })],
    ['a 401', () => Response.json({ error: { code: 'errors.login_error', message: 'revoked' } }, { status: 401 })],
  ])('turns into the login button when the server refuses the session (%s)', async (_, refusal) => {
    const { answer } = fromPage('Ірина');
    await answer(refusal());
    expect(screen.getByRole('button', { name: 'Увійти' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Меню користувача/ })).toBeNull();
  });

  it('takes the name the server answers with', async () => {
    const { answer } = fromPage('Ірина');
    await answer(Response.json({ success: true, data: sampleUser({ first_name: 'Олена' }) }));
    expect(screen.getByRole('button', { name: 'Меню користувача: Олена' })).toBeTruthy();
  });

  it('without a first name on the page, is named after the account’s details until the check answers', () => {
    fromPage(null);
    expect(screen.getByRole('button', { name: 'Меню користувача: Особисті дані' })).toBeTruthy();
  });
});
