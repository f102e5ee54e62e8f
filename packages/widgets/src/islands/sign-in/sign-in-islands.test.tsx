import type { Vitrina } from '@vitrina/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createIslandRuntime, type IslandRuntime } from '../../runtime/island-runtime';
import { navigation } from '../../runtime/navigation';
import { stubGoogleProvider } from '../../testing/test-google-provider';
import { signInWidgets } from './sign-in-widgets';
import { API, apiError, mockApi, PASSWORD, profileApi, sampleUser, testVitrina } from '../../testing/sign-in-test-kit';

const server = mockApi();

let vitrina: Vitrina;
let runtime: IslandRuntime | undefined;
let assign: MockInstance<(url: string) => void>;

beforeEach(() => {
  vitrina = testVitrina();
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  vitrina.destroy();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The shop's no-script form, as its templates render it (examples/legacy-shop/src/pages). */
function shopForm(widget: string, action: string, next?: string): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.setAttribute('data-widget', widget);
  if (next !== undefined) form.setAttribute('data-next', next);
  const email = document.createElement('input');
  email.name = 'email';
  email.required = true;
  const button = document.createElement('button');
  button.type = 'submit';
  button.textContent = 'no-script submit';
  form.append(email, button);
  return form;
}

async function mount(...elements: HTMLElement[]) {
  document.body.append(...elements);
  runtime = createIslandRuntime({ root: document, vitrina, widgets: [...signInWidgets] });
  await act(() => runtime!.start());
}

async function logIn(email = sampleUser().email, password = PASSWORD) {
  fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Пароль/), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
  });
}

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

describe('the social-login island', () => {
  let provider: ReturnType<typeof stubGoogleProvider>;
  beforeEach(() => {
    provider = stubGoogleProvider();
  });
  afterEach(() => provider.restore());

  function socialIsland(next: string) {
    const island = document.createElement('div');
    island.setAttribute('data-widget', 'social-login');
    island.setAttribute('data-next', next);
    island.setAttribute('data-client-id', 'shop-client-id');
    island.setAttribute('data-script-src', provider.src);
    return island;
  }

  it('loads the provider only when clicked, then logs in with its credential and goes to data-next', async () => {
    server.use(
      http.post(`${API.profile}login_social`, () => HttpResponse.json({ success: true, data: { token: 'token-iryna@example.ua', is_sign_up: false } })),
      ...profileApi().handlers,
    );
    await mount(socialIsland('/favorites'));
    const button = await screen.findByRole('button', { name: 'Увійти через Google' });
    expect(provider.scripts).toHaveLength(0);
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(provider.id.prompt).toHaveBeenCalledTimes(1));
    expect(provider.scripts).toHaveLength(1);
    expect(provider.id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'shop-client-id', auto_select: false }));
    await act(async () => provider.answer('dev:iryna-google:iryna@example.ua'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/favorites'));
  });

  it('says so when the shop refuses the social login', async () => {
    server.use(http.post(`${API.profile}login_social`, () => apiError(401, 'errors.login_error')));
    await mount(socialIsland('/'));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Увійти через Google' }));
    });
    await waitFor(() => expect(provider.id.prompt).toHaveBeenCalled());
    await act(async () => provider.answer('dev:iryna-google:iryna@example.ua'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Не вдалося увійти через Google. Спробуйте ще раз або увійдіть за e-mail і паролем',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows Google’s own button when Google does not show its prompt', async () => {
    provider.id.prompt.mockImplementation((listener) => listener?.({ isNotDisplayed: () => true }));
    await mount(socialIsland('/'));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Увійти через Google' }));
    });
    await waitFor(() => expect(provider.id.renderButton).toHaveBeenCalledTimes(1));
  });
});
