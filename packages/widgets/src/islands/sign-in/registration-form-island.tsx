import { goNext } from './go-next';
import { RegistrationForm } from '../../ui/sign-in/registration-form';
import type { NextProps } from './sign-in-island-props';

/** The `registration-form` island: takes over the shop's no-script form, then goes to `data-next`. */
export function RegistrationFormIsland({ next }: NextProps) {
  return <RegistrationForm host="island" onRegistered={goNext(next)} />;
}
