import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, PASSWORD, profileApi, sampleUser } from '../../testing/sign-in-test-kit';
import { assign, mount, shopForm, signInIslandsPerTest } from '../../testing/sign-in-islands-test-kit';

const server = signInIslandsPerTest();

/** The shop's form with fields the shopper filled in before the island mounted. */
function filledShopForm(widget: string, action: string, fields: Record<string, string | boolean>): HTMLFormElement {
  const form = shopForm(widget, action, '/');
  form.querySelector('input[name="email"]')?.remove();
  const hidden = document.createElement('input');
  hidden.type = 'hidden';
  hidden.name = 'next';
  hidden.value = '/ignored';
  form.prepend(hidden);
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.name = name;
    if (typeof value === 'boolean') {
      input.type = 'checkbox';
      input.checked = value;
    } else {
      input.type = name === 'password' ? 'password' : 'text';
      input.value = value;
    }
    form.insertBefore(input, form.querySelector('button'));
  }
  return form;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('what the shopper typed before an island mounted', () => {
  it('the login-form island keeps the typed e-mail and password, the focus and the caret, and logs in with them', async () => {
    const api = profileApi();
    let sent: unknown;
    server.use(
      http.post(`${API.profile}login`, async ({ request }) => {
        sent = await request.clone().json();
        return undefined;
      }),
      ...api.handlers,
    );
    const form = filledShopForm('login-form', '/login', { email: sampleUser().email, password: PASSWORD });
    await act(async () => {
      document.body.append(form);
    });
    const typing = form.querySelector<HTMLInputElement>('input[name="password"]')!;
    typing.focus();
    typing.setSelectionRange(3, 3);

    await mount();
    expect(screen.queryByText('no-script submit')).toBeNull();
    expect(field(/E-mail/).value).toBe(sampleUser().email);
    const password = field(/Пароль/);
    expect(password.value).toBe(PASSWORD);
    expect(document.activeElement).toBe(password);
    expect([password.selectionStart, password.selectionEnd]).toEqual([3, 3]);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sent).toEqual({ email: sampleUser().email, password: PASSWORD });
    expect(screen.queryByText('Вкажіть e-mail')).toBeNull();
  });

  it('the registration-form island keeps every field, the ticked consent too, and registers with them', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API.profile}signup`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, data: { token: 'token-iryna@example.ua', is_sign_up: true } });
      }),
      ...profileApi().handlers,
    );
    const form = filledShopForm('registration-form', '/registration', {
      first_name: 'Ірина',
      last_name: 'Коваль',
      phone: '0671234562',
      email: 'iryna@example.ua',
      password: 'secret-6',
      privacy_policy: true,
    });
    await act(async () => {
      document.body.append(form);
    });
    form.querySelector<HTMLInputElement>('input[name="email"]')!.focus();

    await mount();
    expect(field(/Ім’я/).value).toBe('Ірина');
    expect(field(/Прізвище/).value).toBe('Коваль');
    await waitFor(() => expect(field(/Телефон/).value).toBe('+38 067 123 45 62'));
    expect(field(/E-mail/).value).toBe('iryna@example.ua');
    expect(document.activeElement).toBe(field(/E-mail/));
    expect(field(/Пароль/).value).toBe('secret-6');
    expect(field(/політики конфіденційності/).checked).toBe(true);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sent).toMatchObject({ first_name: 'Ірина', last_name: 'Коваль', email: 'iryna@example.ua', password: 'secret-6' });
  });

  it('the recovery-form island keeps the typed e-mail and sends it', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API.profile}recovery`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    await mount(filledShopForm('recovery-form', '/recovery', { email: 'olena@example.ua' }));
    expect(field(/E-mail/).value).toBe('olena@example.ua');
    expect(document.activeElement).toBe(document.body);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Відновити пароль' }));
    });
    expect(sent).toEqual({ email: 'olena@example.ua' });
  });

  it('each of two islands takes its own form’s values', async () => {
    await mount(
      filledShopForm('recovery-form', '/recovery', { email: 'first@example.ua' }),
      filledShopForm('login-form', '/login', { email: 'second@example.ua', password: '' }),
    );
    const emails = (await screen.findAllByLabelText(/E-mail/)) as HTMLInputElement[];
    expect(emails.map((input) => input.value)).toEqual(['first@example.ua', 'second@example.ua']);
  });
});
