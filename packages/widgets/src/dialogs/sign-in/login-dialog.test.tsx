import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import LoginDialog from './login-dialog';
import { API, apiError, gate, loadedVitrinaPerTest, mockApi, PASSWORD, profileApi, renderWith, sampleUser } from '../../testing/sign-in-test-kit';

const server = mockApi();
const sdk = loadedVitrinaPerTest();

function open(close: () => void = vi.fn()) {
  renderWith(sdk.current, <LoginDialog productId={null} titleId="dialog-title" close={close} />);
  return close;
}

function typeInto(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));

describe('the login dialog', () => {
  it('titles itself with the id the modal host gave', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Вхід' }).id).toBe('dialog-title');
  });

  it('shows what is missing under each field, sends nothing, and focuses the first invalid field', async () => {
    const api = profileApi();
    server.use(...api.handlers);
    open();
    submit();
    const email = await screen.findByLabelText(/E-mail/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Вкажіть e-mail').id).toBe(email.getAttribute('aria-describedby'));
    expect(screen.getByLabelText(/Пароль/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Обов’язкове поле')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(api.calls.filter((call) => call.includes('/api/profile/'))).toEqual([]);
  });

  it('says a malformed e-mail is wrong', async () => {
    open();
    typeInto(/E-mail/, 'olena@');
    typeInto(/Пароль/, PASSWORD);
    submit();
    expect(await screen.findByText('Вкажіть правильний e-mail')).toBeTruthy();
  });

  it('logs in and closes once', async () => {
    server.use(...profileApi().handlers);
    const close = open();
    typeInto(/E-mail/, 'iryna@example.ua');
    typeInto(/Пароль/, PASSWORD);
    submit();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(sdk.current.state.isLoggedIn.value).toBe(true);
  });

  it('shows a refused login above the form and keeps what was typed', async () => {
    server.use(...profileApi().handlers);
    const close = open();
    typeInto(/E-mail/, 'iryna@example.ua');
    typeInto(/Пароль/, 'wrong-password');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Неправильний логін або пароль');
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('iryna@example.ua');
    expect(close).not.toHaveBeenCalled();
  });

  it('shows the same message while logins are throttled (429)', async () => {
    server.use(http.post(`${API.profile}login`, () => apiError(429, 'errors.wrong_login_or_password')));
    open();
    typeInto(/E-mail/, 'iryna@example.ua');
    typeInto(/Пароль/, PASSWORD);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Неправильний логін або пароль');
  });

  it('says so when the server fails, and lets the shopper try again', async () => {
    server.use(http.post(`${API.profile}login`, () => new HttpResponse(null, { status: 500 })));
    open();
    typeInto(/E-mail/, 'iryna@example.ua');
    typeInto(/Пароль/, PASSWORD);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Щось пішло не так');
    expect(screen.getByRole('button', { name: 'Увійти' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('sends one login however often the button is pressed', async () => {
    const held = gate();
    let logins = 0;
    server.use(
      http.post(`${API.profile}login`, async () => {
        logins += 1;
        await held.wait();
        return apiError(401, 'errors.wrong_login_or_password');
      }),
    );
    open();
    typeInto(/E-mail/, 'iryna@example.ua');
    typeInto(/Пароль/, PASSWORD);
    submit();
    const busy = await screen.findByRole('button', { name: 'Надсилаємо…' });
    fireEvent.click(busy);
    fireEvent.click(busy);
    await act(async () => held.open());
    await screen.findByRole('alert');
    expect(logins).toBe(1);
  });

  it('switches to registration and recovery and back without closing', async () => {
    const close = open();
    fireEvent.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    const registration = screen.getByRole('heading', { name: 'Реєстрація' });
    expect(registration.id).toBe('dialog-title');
    await waitFor(() => expect(document.activeElement).toBe(registration));
    expect(screen.getByLabelText(/Телефон/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    fireEvent.click(screen.getByRole('button', { name: 'Забули пароль?' }));
    expect(screen.getByRole('heading', { name: 'Відновлення пароля' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повернутися до входу' }));
    expect(screen.getByRole('heading', { name: 'Вхід' })).toBeTruthy();
    expect(close).not.toHaveBeenCalled();
  });

  it('gives the recovery screen’s notice the focus once the link is on its way (the form and its button are gone)', async () => {
    server.use(http.post(`${API.profile}recovery`, () => HttpResponse.json({ success: true })));
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Забули пароль?' }));
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'iryna@example.ua' } });
    const send = screen.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit');
    send?.focus();
    await act(async () => fireEvent.click(send!));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('iryna@example.ua');
    expect(document.activeElement).toBe(notice);
  });

  it('explains a re-login and fills in the account’s e-mail', async () => {
    server.use(...profileApi().handlers);
    await act(async () => {
      await sdk.current.services.accounts.switchTo('taras@example.ua');
    });
    expect(sdk.current.state.modal.value).toEqual({ open: true, id: 'login' });
    open();
    expect(screen.getByText('Увійдіть ще раз, щоб підтвердити, що це ви')).toBeTruthy();
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('taras@example.ua');
  });

  it('says nothing of a re-login when the shopper opened it', () => {
    open();
    expect(screen.queryByText('Увійдіть ще раз, щоб підтвердити, що це ви')).toBeNull();
  });

  it('lets the SDK reopen the pre-order saved before the login', async () => {
    server.use(...profileApi([sampleUser()]).handlers);
    act(() => {
      sdk.current.services.preorders.open(1001);
    });
    expect(sdk.current.state.modal.value).toEqual({ open: true, id: 'login' });
    open(() => void sdk.current.services.ui.closeModal());
    expect(screen.getByText('Увійдіть, щоб продовжити')).toBeTruthy();
    typeInto(/E-mail/, 'iryna@example.ua');
    typeInto(/Пароль/, PASSWORD);
    submit();
    await waitFor(() => expect(sdk.current.state.modal.value).toEqual({ open: true, id: 'pre-order' }));
    expect(sdk.current.state.selectedProductId.value).toBe(1001);
  });

  it('speaks Russian on a Russian page', async () => {
    await sdk.reload({ lang: 'ru' });
    open();
    expect(screen.getByRole('heading', { name: 'Вход' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Укажите e-mail')).toBeTruthy();
  });
});
