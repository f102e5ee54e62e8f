import { createMemoryStore, storageKeys, type StoredAccount, type Vitrina } from '@vitrina/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChangeAccountDialog from './change-account-dialog';
import { API, loadedVitrina, mockApi, PASSWORD, profileApi, renderWith, sampleUser } from '../../testing/sign-in-test-kit';

const server = mockApi();

const iryna = sampleUser();
const taras = sampleUser({ email: 'taras@example.ua', first_name: 'Тарас', last_name: 'Коваль' });

let vitrina: Vitrina;
afterEach(() => vitrina.destroy());

/** Iryna logged in; Taras stored with a live token, Olha with a blank one. */
async function session(stored: readonly StoredAccount[] = [
  { token: 'token-taras@example.ua', email: 'taras@example.ua', user_name: 'Тарас Коваль' },
  { token: '', email: 'olha@example.ua', user_name: 'Ольга Мельник' },
]) {
  const storage = createMemoryStore();
  storage.write(storageKeys.accountsList, stored);
  vitrina = await loadedVitrina({ storage });
  server.use(...profileApi([iryna, taras]).handlers);
  await vitrina.services.auth.login({ email: iryna.email, password: PASSWORD });
}

function open() {
  const close = vi.fn();
  renderWith(vitrina, <ChangeAccountDialog productId={null} titleId="dialog-title" close={close} />);
  return close;
}

const items = () => screen.getAllByRole('listitem');

describe('the change-account dialog', () => {
  it('lists the stored accounts with the current one marked', async () => {
    await session();
    open();
    expect(screen.getByRole('heading', { name: 'Змінити акаунт' }).id).toBe('dialog-title');
    expect(items()).toHaveLength(3);
    const current = items().find((item) => item.textContent?.includes('iryna@example.ua'))!;
    expect(current.textContent).toContain('Поточний акаунт');
    expect(within(current).queryByRole('button', { name: /^Ірина/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Ольга Мельник/ }).textContent).toContain('Потрібно увійти ще раз');
  });

  it('switches to another account and closes', async () => {
    await session();
    const close = open();
    fireEvent.click(screen.getByRole('button', { name: /^Тарас Коваль/ }));
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(vitrina.services.auth.user.value?.email).toBe('taras@example.ua'));
  });

  it('shows why a switch failed and keeps the list', async () => {
    await session();
    server.use(http.get(`${API.profile}me`, () => new HttpResponse(null, { status: 503 })));
    const close = open();
    fireEvent.click(screen.getByRole('button', { name: /^Тарас Коваль/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Щось пішло не так');
    expect(items()).toHaveLength(3);
    expect(close).not.toHaveBeenCalled();
    expect(vitrina.services.auth.user.value?.email).toBe('iryna@example.ua');
  });

  it('hands an account that has to log in again to the login modal', async () => {
    await session();
    const close = open();
    fireEvent.click(screen.getByRole('button', { name: /^Ольга Мельник/ }));
    await waitFor(() => expect(vitrina.state.modal.value).toEqual({ open: true, id: 'login' }));
    expect(vitrina.services.auth.loginRequest.value).toEqual({ email: 'olha@example.ua' });
    expect(close).not.toHaveBeenCalled();
  });

  it('removes an account from the list', async () => {
    await session();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Видалити Ольга Мельник зі списку' }));
    expect(items()).toHaveLength(2);
    expect(screen.queryByText('olha@example.ua')).toBeNull();
    expect(vitrina.services.accounts.accounts.value.map((account) => account.email)).not.toContain('olha@example.ua');
  });

  it('adds an account through the login screen, then closes', async () => {
    await session([]);
    const close = open();
    fireEvent.click(screen.getByRole('button', { name: 'Увійти в інший акаунт' }));
    const title = screen.getByRole('heading', { name: 'Увійти в інший акаунт' });
    expect(title.id).toBe('dialog-title');
    // The button pressed went with the list: the login screen's title takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(title));
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: taras.email } });
    fireEvent.change(screen.getByLabelText(/Пароль/), { target: { value: PASSWORD } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    });
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(vitrina.services.accounts.accounts.value.map((account) => account.email)).toEqual(['iryna@example.ua', 'taras@example.ua']);
  });

  it('says when no account is stored', async () => {
    vitrina = await loadedVitrina();
    open();
    expect(screen.getByText('Збережених акаунтів немає')).toBeTruthy();
  });

  it('speaks Russian on a Russian page', async () => {
    vitrina = await loadedVitrina({ lang: 'ru' });
    open();
    expect(screen.getByRole('heading', { name: 'Сменить аккаунт' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Войти в другой аккаунт' })).toBeTruthy();
  });
});
