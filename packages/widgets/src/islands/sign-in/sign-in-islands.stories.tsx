import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { inRussian, vitrinaOf } from '../../testing/story-fixtures';
import { LoginFormIsland } from './login-form-island';
import { RecoveryFormIsland } from './recovery-form-island';
import { RegistrationFormIsland } from './registration-form-island';
import { SocialLoginIsland } from './social-login-island';
import { googleConfigured, nothingElse } from '../../testing/sign-in-story-kit';

/**
 * The account pages' islands inside the shop's no-script forms (/login, /registration, /recovery).
 * Nothing here logs in for real: after a login the page would leave for `data-next`.
 */
const meta = {
  title: 'Pages/SignIn',
  parameters: { msw: [googleConfigured, nothingElse] },
  async beforeEach(context) {
    await vitrinaOf(context).i18n.load();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const shopForm = (widget: string, action: string) =>
  function ShopForm({ children }: { children: ReactNode }) {
    return (
      <form method="post" action={action} data-widget={widget} data-next="/profile" style={{ maxWidth: 420 }}>
        {children}
      </form>
    );
  };

const LoginShell = shopForm('login-form', '/login');
const RegistrationShell = shopForm('registration-form', '/registration');
const RecoveryShell = shopForm('recovery-form', '/recovery');

/** `<form data-widget="login-form" data-next="/profile">` on /login. */
export const LoginForm: Story = {
  render: () => (
    <LoginShell>
      <LoginFormIsland next="/profile" />
    </LoginShell>
  ),
};
export const LoginFormRussian: Story = inRussian(LoginForm);

/** `<form data-widget="registration-form">` on /registration. */
export const RegistrationForm: Story = {
  render: () => (
    <RegistrationShell>
      <RegistrationFormIsland next="/profile" />
    </RegistrationShell>
  ),
};
export const RegistrationFormRussian: Story = inRussian(RegistrationForm);

/** `<form data-widget="recovery-form">` on /recovery. */
export const RecoveryForm: Story = {
  render: () => (
    <RecoveryShell>
      <RecoveryFormIsland />
    </RecoveryShell>
  ),
};
export const RecoveryFormRussian: Story = inRussian(RecoveryForm);

/** `<div data-widget="social-login">` on /login, with the shop's Google client id. */
export const SocialLogin: Story = {
  render: () => (
    <div data-widget="social-login" style={{ maxWidth: 420 }}>
      <SocialLoginIsland next="/profile" />
    </div>
  ),
};
export const SocialLoginRussian: Story = inRussian(SocialLogin);
