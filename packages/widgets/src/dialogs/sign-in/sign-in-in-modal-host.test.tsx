import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHost } from '../../testing/modal-test-kit';
import { dialogLoaders } from '../dialog-registry';
import { loadedVitrinaPerTest, mockApi, PASSWORD, profileApi, sampleUser } from '../../testing/sign-in-test-kit';

const server = mockApi();
const sdk = loadedVitrinaPerTest();
const signInDialogs = { login: dialogLoaders.login, 'change-account': dialogLoaders['change-account'] };

describe('the sign-in dialogs in the modal host', () => {
  it('log a guest in from a pre-order, close, and let the pre-order modal open', async () => {
    server.use(...profileApi([sampleUser()]).handlers);
    renderHost(sdk.current, {
      ...signInDialogs,
      'pre-order': () => Promise.resolve({ default: () => <h2>pre-order form</h2> }),
    });
    act(() => {
      sdk.current.services.preorders.open(1001);
    });
    const email = await screen.findByLabelText(/E-mail/, {}, { timeout: 5000 });
    fireEvent.change(email, { target: { value: 'iryna@example.ua' } });
    fireEvent.change(screen.getByLabelText(/Пароль/), { target: { value: PASSWORD } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    });
    await waitFor(() => expect(sdk.current.state.modal.value).toEqual({ open: true, id: 'pre-order' }));
    expect(await screen.findByRole('heading', { name: 'pre-order form' })).toBeTruthy();
    expect(sdk.current.state.selectedProductId.value).toBe(1001);
  });

  it('shows the account switcher by its id', async () => {
    renderHost(sdk.current, signInDialogs);
    act(() => sdk.current.services.ui.openModal('change-account'));
    expect(await screen.findByRole('heading', { name: 'Змінити акаунт' }, { timeout: 5000 })).toBeTruthy();
  });
});
