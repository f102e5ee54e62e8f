import { goNext } from './go-next';
import { LoginForm } from '../../ui/sign-in/login-form';
import type { NextProps } from './sign-in-island-props';

/** The `login-form` island: takes over the shop's no-script login form, then goes to `data-next`. */
export function LoginFormIsland({ next }: NextProps) {
  return <LoginForm host="island" onLoggedIn={goNext(next)} />;
}
