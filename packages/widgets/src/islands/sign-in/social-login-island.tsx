import { goNext } from './go-next';
import type { SocialLoginIslandProps } from './sign-in-island-props';
import { SocialLogin } from '../../ui/sign-in/social-login';

/** The `social-login` island on /login: "Sign in with Google", then `data-next`. */
export function SocialLoginIsland({ next, clientId, scriptSrc }: SocialLoginIslandProps) {
  return <SocialLogin onLoggedIn={goNext(next)} clientId={clientId} scriptSrc={scriptSrc} />;
}
