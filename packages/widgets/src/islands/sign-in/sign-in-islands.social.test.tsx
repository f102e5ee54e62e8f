import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubGoogleProvider } from '../../testing/test-google-provider';
import { API, apiError, profileApi } from '../../testing/sign-in-test-kit';
import { assign, mount, signInIslandsPerTest } from '../../testing/sign-in-islands-test-kit';

const server = signInIslandsPerTest();

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
