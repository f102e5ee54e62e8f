import type { Vitrina } from '@vitrina/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { dialogLoaders } from '../dialog-registry';
import { ModalDialog } from '../../islands/modal-host/modal-dialog';
import { UserMenu } from '../../islands/user-menu/user-menu';
import { loadedVitrina, mockApi, PASSWORD, profileApi, renderWith, sampleUser } from '../../testing/sign-in-test-kit';

const server = mockApi();
let vitrina: Vitrina;
afterEach(() => vitrina.destroy());

it('after a login from the header, focus goes to the user menu that took the login button’s place', async () => {
  vitrina = await loadedVitrina();
  server.use(...profileApi([sampleUser()]).handlers);
  renderWith(
    vitrina,
    <>
      <div data-widget="user-menu">
        <UserMenu />
      </div>
      <ModalDialog loaders={dialogLoaders} />
    </>,
  );
  const login = screen.getByRole('button', { name: 'Увійти' });
  login.focus();
  await act(async () => fireEvent.click(login));
  const email = await screen.findByLabelText(/E-mail/);
  fireEvent.change(email, { target: { value: sampleUser().email } });
  fireEvent.change(screen.getByLabelText(/Пароль/), { target: { value: PASSWORD } });
  const submit = screen.getAllByRole('button', { name: 'Увійти' }).find((button) => button.getAttribute('type') === 'submit');
  await act(async () => fireEvent.click(submit!));
  await waitFor(() => expect(vitrina.state.modal.value.id).toBeNull(), { timeout: 3000 });

  expect(login.isConnected).toBe(false);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Меню користувача/ })));
});
