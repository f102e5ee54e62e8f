import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inRussian, text, vitrinaOf } from '../../testing/story-fixtures';
import { storyTexts as t } from '../../testing/story-texts';
import LoginDialog from './login-dialog';
import { apiError, googleConfigured, googleNotConfigured, inDialog, nothingElse } from '../../testing/sign-in-story-kit';

const meta = {
  title: 'Dialogs/Login',
  component: LoginDialog,
  args: { productId: null, titleId: 'login-title', close: fn() },
  decorators: [inDialog],
  parameters: { msw: [googleNotConfigured, nothingElse] },
  async beforeEach(context) {
    await vitrinaOf(context).i18n.load();
  },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login screen, as the header's login button or a pre-order opens it. */
export const Login: Story = {};
export const LoginRussian: Story = inRussian(Login);

/** Submitted empty: each field says what it needs; focus is on the first. */
export const MissingFields: Story = {
  async play(context) {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text(context, t.login) }));
    await expect(await canvas.findByText(text(context, t.emailRequired))).toBeVisible();
    await expect(canvas.getByLabelText(new RegExp(text(context, t.email)))).toHaveFocus();
  },
};
export const MissingFieldsRussian: Story = inRussian(MissingFields);

/** The shop refuses the password (401; 429 while throttled reads the same). */
export const WrongPassword: Story = {
  parameters: { msw: [http.post('/api/profile/login', () => apiError(401, 'errors.wrong_login_or_password')), googleNotConfigured, nothingElse] },
  async play(context) {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(new RegExp(text(context, t.email))), 'iryna@example.ua');
    await userEvent.type(canvas.getByLabelText(new RegExp(text(context, t.password))), 'wrong-one');
    await userEvent.click(canvas.getByRole('button', { name: text(context, t.login) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(context, t.wrong));
  },
};
export const WrongPasswordRussian: Story = inRussian(WrongPassword);

/** While the login is on its way. */
export const Sending: Story = {
  parameters: { msw: [http.post('/api/profile/login', () => delay('infinite')), googleNotConfigured, nothingElse] },
  async play(context) {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(new RegExp(text(context, t.email))), 'iryna@example.ua');
    await userEvent.type(canvas.getByLabelText(new RegExp(text(context, t.password))), 'secret-6');
    await userEvent.click(canvas.getByRole('button', { name: text(context, t.login) }));
  },
};

/** Opened to confirm who the shopper is: the reason and the e-mail are filled in. */
export const ReLogin: Story = {
  async beforeEach(context) {
    await vitrinaOf(context).services.accounts.switchTo('taras@example.ua');
  },
};
export const ReLoginRussian: Story = inRussian(ReLogin);

/** The shop has a Google client id: "Sign in with Google" shows (its script loads only on a click). */
export const WithGoogle: Story = { parameters: { msw: [googleConfigured, nothingElse] } };
export const WithGoogleRussian: Story = inRussian(WithGoogle);

/** The registration screen, reached from the login screen. */
export const Registration: Story = {
  async play(context) {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text(context, t.register) }));
  },
};
export const RegistrationRussian: Story = inRussian(Registration);

/** Registration with an e-mail the shop knows (409). */
export const RegistrationEmailTaken: Story = {
  parameters: { msw: [http.post('/api/profile/signup', () => apiError(409, 'errors.email_already_registered')), googleNotConfigured, nothingElse] },
  async play(context) {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text(context, t.register) }));
    const inputs = canvas.getAllByRole('textbox');
    await userEvent.type(inputs[0]!, 'Ірина');
    await userEvent.type(canvas.getByRole('textbox', { name: /Телефон/ }), '0671234562');
    await userEvent.type(canvas.getByLabelText(new RegExp(text(context, t.email))), 'iryna@example.ua');
    await userEvent.type(canvas.getByLabelText(new RegExp(text(context, t.password))), 'secret-6');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: text(context, t.register) }));
    await expect(await canvas.findByText(text(context, t.taken))).toBeVisible();
  },
};
export const RegistrationEmailTakenRussian: Story = inRussian(RegistrationEmailTaken);

/** Registration submitted without the consent and with a short password. */
export const RegistrationErrors: Story = {
  async play(context) {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text(context, t.register) }));
    await userEvent.click(canvas.getByRole('button', { name: text(context, t.register) }));
    await expect(await canvas.findByText(text(context, t.consent))).toBeVisible();
  },
};
export const RegistrationErrorsRussian: Story = inRussian(RegistrationErrors);

/** The recovery screen. */
export const Recovery: Story = {
  async play(context) {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text(context, t.forgot) }));
  },
};
export const RecoveryRussian: Story = inRussian(Recovery);

/** The recovery link is on its way. */
export const RecoverySent: Story = {
  parameters: { msw: [http.post('/api/profile/recovery', () => HttpResponse.json({ success: true })), googleNotConfigured, nothingElse] },
  async play(context) {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text(context, t.forgot) }));
    await userEvent.type(canvas.getByLabelText(new RegExp(text(context, t.email))), 'iryna@example.ua');
    await userEvent.click(canvas.getByRole('button', { name: text(context, t.recover) }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('iryna@example.ua');
  },
};
export const RecoverySentRussian: Story = inRussian(RecoverySent);
