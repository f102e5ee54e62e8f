import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryStore, storageKeys } from '@vitrina/core';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inRussian, signedIn, text, vitrinaOf } from '../../testing/story-fixtures';
import { sampleUser } from '../../testing/sample-user';
import ChangeAccountDialog from './change-account-dialog';
import { googleNotConfigured, inDialog } from '../../testing/sign-in-story-kit';

const iryna = sampleUser();
const taras = sampleUser({ email: 'taras@example.ua', first_name: 'Тарас', last_name: 'Коваль', uuid: '0b7e7c1a-0000-4000-8000-000000000002' });

/** Iryna (the session), Taras with a live token, Olha logged out. */
function storedAccounts() {
  const storage = createMemoryStore();
  storage.write(storageKeys.accountsList, [
    { token: 'story-token', email: iryna.email, user_name: 'Ірина Бондар' },
    { token: 'taras-token', email: taras.email, user_name: 'Тарас Коваль' },
    { token: '', email: 'olha@example.ua', user_name: 'Ольга Мельник' },
  ]);
  return storage;
}

const meta = {
  title: 'Dialogs/ChangeAccount',
  component: ChangeAccountDialog,
  args: { productId: null, titleId: 'change-account-title', close: fn() },
  decorators: [inDialog],
  async beforeEach(context) {
    await vitrinaOf(context).i18n.load();
  },
} satisfies Meta<typeof ChangeAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const session = signedIn(iryna, [googleNotConfigured]);

/** The stored accounts: the current one marked, a logged-out one says it needs a login. */
export const Accounts: Story = {
  ...session,
  parameters: { ...session.parameters, vitrina: { ...session.parameters?.vitrina, storage: storedAccounts() } },
};
export const AccountsRussian: Story = inRussian(Accounts);

/** Switching failed (the shop did not answer): the error shows and the list stays. */
const tarasUnreachable = signedIn(iryna, [
  // Returning nothing hands the request on: Iryna's own check still answers.
  http.get('/api/profile/me', ({ request }) =>
    request.headers.get('authorization') === 'Bearer taras-token' ? new HttpResponse(null, { status: 503 }) : undefined,
  ),
  googleNotConfigured,
]);
export const SwitchFailed: Story = {
  ...tarasUnreachable,
  parameters: { ...tarasUnreachable.parameters, vitrina: { ...tarasUnreachable.parameters?.vitrina, storage: storedAccounts(), retryLimit: 0 } },
  async play(context) {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Тарас Коваль/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(context, { uk: 'Щось пішло не так', ru: 'Что-то пошло не так' }));
  },
};
export const SwitchFailedRussian: Story = inRussian(SwitchFailed);

/** Adding an account: the login screen in place of the list. */
export const AddAccount: Story = {
  ...Accounts,
  parameters: { ...Accounts.parameters, vitrina: { ...Accounts.parameters?.vitrina, storage: storedAccounts() } },
  async play(context) {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text(context, { uk: 'Увійти в інший акаунт', ru: 'Войти в другой аккаунт' }) }));
  },
};
export const AddAccountRussian: Story = inRussian(AddAccount);

/** No stored account. */
export const Empty: Story = { parameters: { msw: [googleNotConfigured] } };
export const EmptyRussian: Story = inRussian(Empty);
