import type { Vitrina } from '@vitrina/core';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IslandRuntime } from '../../runtime/island-runtime';
import { element, islandPage, mountIslands } from '../../testing/island-test-kit';
import { allWidgets } from '../all-widgets';
import { testVitrina } from '../../testing/test-vitrina';
import { sampleUser, userVitrina } from '../../testing/user-menu-test-kit';
import { userMenuWidget } from './user-menu-widget';

/** The header's user-menu island as the shop renders it (user-menu.tsx), with its no-script link. */
function shopUserMenu(href: string, text: string): HTMLElement {
  return element('div', { class: 'user-menu', 'data-widget': 'user-menu' }, element('a', { class: 'header-action', href }, text));
}

const page = islandPage();
let runtime: IslandRuntime | undefined;

async function mount(island: HTMLElement, instance: Vitrina) {
  page.vitrina = instance;
  runtime = page.runtime = await mountIslands(instance, userMenuWidget, island);
}

describe('the user-menu widget', () => {
  it('is one of the widgets the script build registers', () => {
    expect(allWidgets).toContain(userMenuWidget);
  });

  it('replaces a guest’s login link with the login button, keeping the island element', async () => {
    const island = shopUserMenu('/login?next=%2F', 'Увійти (сервер)');
    await mount(island, testVitrina());
    expect(runtime!.size).toBe(1);
    expect(screen.queryByText('Увійти (сервер)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Увійти' })).toBeTruthy();
    expect(island.className).toBe('user-menu');
  });

  it('shows a logged-in user’s menu once the session is restored', async () => {
    const { vitrina: user } = userVitrina(sampleUser());
    await mount(shopUserMenu('/profile', 'Ірина'), user);
    await act(() => user.services.auth.restore());
    expect(screen.getByRole('button', { name: 'Меню користувача: Ірина' })).toBeTruthy();
  });
});
