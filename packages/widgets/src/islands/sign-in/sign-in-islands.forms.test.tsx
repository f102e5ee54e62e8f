import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, apiError, profileApi, sampleUser } from '../../testing/sign-in-test-kit';
import { assign, logIn, mount, shopForm, signInIslandsPerTest, vitrina } from '../../testing/sign-in-islands-test-kit';

const server = signInIslandsPerTest();

describe('the login-form island', () => {
  it('takes over the shop’s form, logs in and goes to data-next', async () => {
    server.use(...profileApi().handlers);
    const form = shopForm('login-form', '/login', '/profile/bonuses?tab=1');
    await mount(form);
    expect(screen.queryByText('no-script submit')).toBeNull();
    expect(form.querySelectorAll('form')).toHaveLength(0);
    expect(form.noValidate).toBe(true);
    await logIn();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/profile/bonuses?tab=1'));
    expect(vitrina.state.isLoggedIn.value).toBe(true);
  });

  it.each(['https://evil.example/', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)'])('goes home instead of %s', async (next) => {
    server.use(...profileApi().handlers);
    await mount(shopForm('login-form', '/login', next));
    await logIn();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('shows a refused login in the form and stays on the page', async () => {
    server.use(...profileApi().handlers);
    await mount(shopForm('login-form', '/login', '/'));
    await logIn(sampleUser().email, 'not-the-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Неправильний логін або пароль');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the registration-form island', () => {
  it('registers and goes to data-next', async () => {
    server.use(
      http.post(`${API.profile}signup`, () => HttpResponse.json({ success: true, data: { token: 'token-iryna@example.ua', is_sign_up: true } })),
      ...profileApi().handlers,
    );
    await mount(shopForm('registration-form', '/registration', '/cart'));
    fireEvent.change(await screen.findByLabelText(/Ім’я/), { target: { value: 'Ірина' } });
    const phone = screen.getByLabelText(/Телефон/) as HTMLInputElement;
    phone.value = '0671234562';
    fireEvent.input(phone);
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'iryna@example.ua' } });
    fireEvent.change(screen.getByLabelText(/Пароль/), { target: { value: 'secret-6' } });
    fireEvent.click(screen.getByLabelText('Я погоджуюся з умовами політики конфіденційності'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/cart'));
  });
});

describe('the recovery-form island', () => {
  it('says where the link went', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API.profile}recovery`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    await mount(shopForm('recovery-form', '/recovery'));
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'olena@example.ua' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Відновити пароль' }));
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Ми надіслали лист із посиланням для відновлення пароля на olena@example.ua',
    );
    expect(sent).toEqual({ email: 'olena@example.ua' });
  });

  it('checks the e-mail first and keeps it when the request fails', async () => {
    server.use(http.post(`${API.profile}recovery`, () => apiError(500, 'errors.generic')));
    await mount(shopForm('recovery-form', '/recovery'));
    fireEvent.click(await screen.findByRole('button', { name: 'Відновити пароль' }));
    expect(await screen.findByText('Вкажіть e-mail')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'olena@example.ua' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Відновити пароль' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Щось пішло не так');
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('olena@example.ua');
  });
});
