import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { input, mountProfile, profilePortalApi, shopElement } from '../../testing/profile-islands-test-kit';
import { API, apiError, mockApi, sampleUser } from '../../testing/sign-in-test-kit';

const server = mockApi();
const user = sampleUser({ first_name: 'Ірина', last_name: 'Бондар', phone: '380671234567', birthday: { day: 14, month: 3, year: 1991 } });

/** The shop's information form as the page renders it, with the user's details. */
function pageForm(values: Record<string, string> = {}) {
  const fields = { first_name: 'Ірина', last_name: 'Бондар', phone: '+38 067 123 45 67', email: 'iryna@example.ua', birthday_day: '14', birthday_month: '3', birthday_year: '1991', ...values };
  return shopElement(
    'form',
    { 'data-widget': 'profile-information', method: 'post', action: '/profile' },
    Object.entries(fields).map(([name, value]) => input(name, value)),
  );
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
  });
}

const put = (sent: readonly { call: string }[]) => sent.filter((entry) => entry.call === 'PUT /api/profile/me');

describe('the profile-information island', () => {
  it('takes over the page’s form, saves the change in place and the session shows the new name', async () => {
    const api = profilePortalApi(user);
    server.use(...api.handlers);
    const vitrina = await mountProfile(pageForm({ first_name: 'Ірина ' }));
    const name = await screen.findByLabelText(/Ім’я/);
    expect((name as HTMLInputElement).value).toBe('Ірина ');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Рік') as HTMLInputElement).value).toBe('1991');

    fireEvent.change(name, { target: { value: 'Олена' } });
    fireEvent.change(screen.getByLabelText('День'), { target: { value: '5' } });
    await save();

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Дані збережено'));
    expect(put(api.sent)).toEqual([
      { call: 'PUT /api/profile/me', body: { first_name: 'Олена', last_name: 'Бондар', phone: '380671234567', birthday: { day: 5, month: 3, year: 1991 } } },
    ]);
    expect(vitrina.services.auth.firstName.value).toBe('Олена');
  });

  it('shows broken rules under their fields and sends nothing', async () => {
    const api = profilePortalApi(user);
    server.use(...api.handlers);
    await mountProfile(pageForm({ first_name: '', birthday_day: '31', birthday_month: '2', birthday_year: '1990' }));
    await screen.findByLabelText(/Ім’я/);
    await save();
    const name = screen.getByLabelText(/Ім’я/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Вкажіть ім’я');
    const birthday = screen.getByRole('group', { name: 'Дата народження' });
    expect(within(birthday).getByText('Вкажіть справжню дату народження: день, місяць і рік у минулому')).toBeTruthy();
    expect(screen.getByLabelText('День').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(put(api.sent)).toEqual([]);
  });

  it('shows the server’s refusal on its fields and keeps what was typed', async () => {
    const api = profilePortalApi(user);
    server.use(
      http.put(`${API.profile}me`, () => apiError(422, 'validation.phone_invalid', { phone: 'validation.phone_invalid', first_name: 'validation.too_long' })),
      ...api.handlers,
    );
    const vitrina = await mountProfile(pageForm());
    fireEvent.change(await screen.findByLabelText(/Ім’я/), { target: { value: 'Олександра' } });
    await save();
    const phone = screen.getByLabelText(/Телефон/);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Вкажіть правильний номер телефону')).toBeTruthy();
    expect(screen.getByText('Занадто довге значення')).toBeTruthy();
    expect((screen.getByLabelText(/Ім’я/) as HTMLInputElement).value).toBe('Олександра');
    expect(vitrina.services.auth.firstName.value).toBe('Ірина');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says a failed request above the form and keeps the values', async () => {
    server.use(http.put(`${API.profile}me`, () => apiError(503, 'errors.generic')), ...profilePortalApi(user).handlers);
    await mountProfile(pageForm());
    fireEvent.change(await screen.findByLabelText(/Прізвище/), { target: { value: 'Коваль' } });
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('Щось пішло не так');
    expect((screen.getByLabelText(/Прізвище/) as HTMLInputElement).value).toBe('Коваль');
  });

  it('sends once however often it is submitted while saving, and says it is saving', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = profilePortalApi(user, { hold: () => held });
    server.use(...api.handlers);
    await mountProfile(pageForm());
    await screen.findByLabelText(/Ім’я/);
    await save();
    const busy = await screen.findByRole('button', { name: 'Зберігаємо…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      fireEvent.click(busy);
      fireEvent.submit(busy.closest('form')!);
    });
    release();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Дані збережено'));
    expect(put(api.sent)).toHaveLength(1);
  });
});
