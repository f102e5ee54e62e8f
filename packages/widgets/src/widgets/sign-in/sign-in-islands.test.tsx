import type { Vitrina } from '@vitrina/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createIslandRuntime, type IslandRuntime } from '../../runtime/island-runtime';
import { navigation } from '../product-actions/navigation';
import { stubGoogleProvider } from './google/test-google-provider';
import { signInWidgets } from './sign-in-widgets';
import { API, apiError, PASSWORD, profileApi, sampleUser, testVitrina, unanswered } from './test-kit';

const server = setupServer(unanswered);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
