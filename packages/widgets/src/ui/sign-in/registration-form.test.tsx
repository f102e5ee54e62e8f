import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { RegistrationForm } from './registration-form';
import { API, apiError, loadedVitrinaPerTest, mockApi, renderWith, sampleUser } from '../../testing/sign-in-test-kit';

const server = mockApi();
const sdk = loadedVitrinaPerTest();

function show() {
  const onRegistered = vi.fn();
  renderWith(sdk.current, <RegistrationForm host="dialog" onRegistered={onRegistered} />);
  return onRegistered;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
function typePhone(digits: string) {
  const input = field(/Телефон/);
  input.value = digits;
  input.setSelectionRange(digits.length, digits.length);
  fireEvent.input(input);
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Зареєструватися' }));

function fillValid() {
  type(/Ім’я/, 'Олена');
  typePhone('0501234567');
  type(/E-mail/, 'olena@example.ua');
  type(/Пароль/, 'secret-6');
  fireEvent.click(screen.getByLabelText('Я погоджуюся з умовами політики конфіденційності'));
}

describe('the registration form', () => {
  it('puts the phone into the mask +38 ### ### ## ##', () => {
    show();
    typePhone('0501234567');
    expect(field(/Телефон/).value).toBe('+38 050 123 45 67');
  });

  it('names every missing field under it and focuses the first', async () => {
    show();
    submit();
    expect(await screen.findByText('Вкажіть ім’я')).toBeTruthy();
    expect(screen.getByText('Вкажіть номер телефону')).toBeTruthy();
    expect(screen.getByText('Вкажіть e-mail')).toBeTruthy();
    expect(screen.getByText('Обов’язкове поле')).toBeTruthy();
    const consent = screen.getByLabelText('Я погоджуюся з умовами політики конфіденційності');
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(consent.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Потрібна ваша згода з політикою конфіденційності',
    );
    await waitFor(() => expect(document.activeElement).toBe(field(/Ім’я/)));
  });

  it('wants a password of 6 characters or more and a whole phone number', async () => {
    show();
    fillValid();
    type(/Пароль/, '12345');
    typePhone('05012');
    submit();
    expect(await screen.findByText('Вкажіть правильний номер телефону')).toBeTruthy();
    expect(screen.getAllByText('Пароль має містити щонайменше 6 символів')).toHaveLength(2);
    expect(field(/Пароль/).getAttribute('aria-invalid')).toBe('true');
  });

  it('registers with the masked phone and the consent, then reports it once', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(`${API.profile}signup`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ success: true, data: { token: 'token-new', is_sign_up: true } });
      }),
      http.get(`${API.profile}me`, () => HttpResponse.json({ success: true, data: sampleUser({ email: 'olena@example.ua' }) })),
    );
    const onRegistered = show();
    fillValid();
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(body).toMatchObject({ first_name: 'Олена', email: 'olena@example.ua', phone: '+38 050 123 45 67', privacy_policy: true });
    expect(body).not.toHaveProperty('last_name');
  });

  it('says a registered e-mail is taken, under the e-mail, keeping what was typed', async () => {
    server.use(http.post(`${API.profile}signup`, () => apiError(409, 'errors.email_already_registered')));
    const onRegistered = show();
    fillValid();
    submit();
    expect(await screen.findByText('Цей e-mail уже зареєстровано. Вкажіть інший або увійдіть')).toBeTruthy();
    expect(field(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/Ім’я/).value).toBe('Олена');
    expect(field(/Телефон/).value).toBe('+38 050 123 45 67');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('shows the server’s field verdicts under the form’s fields', async () => {
    server.use(http.post(`${API.profile}signup`, () => apiError(422, 'validation.invalid', { first_name: 'validation.too_long' })));
    show();
    fillValid();
    submit();
    expect(await screen.findByText('Занадто довге значення')).toBeTruthy();
    expect(field(/Ім’я/).getAttribute('aria-invalid')).toBe('true');
  });

  it('speaks Russian on a Russian page', async () => {
    await sdk.reload({ lang: 'ru' });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Укажите номер телефона')).toBeTruthy();
  });
});
