/*
 * The account pages' islands (/login, /registration, /recovery, the product page's login), each in
 * a chunk of its own: the login page does not download the registration's phone mask.
 */
import { defineWidget } from '../../runtime/define-widget';
import { nextProps, recoveryProps, socialLoginProps } from './sign-in-island-props';

/** `<form data-widget="login-form" data-next="…">` on /login and the product page. */
export const loginFormWidget = defineWidget({
  name: 'login-form',
  load: () => import('./login-form-island').then((module) => module.LoginFormIsland),
  props: nextProps,
});

/** `<form data-widget="registration-form" data-next="…">` on /registration. */
export const registrationFormWidget = defineWidget({
  name: 'registration-form',
  load: () => import('./registration-form-island').then((module) => module.RegistrationFormIsland),
  props: nextProps,
});

/** `<form data-widget="recovery-form">` on /recovery. */
export const recoveryFormWidget = defineWidget({
  name: 'recovery-form',
  load: () => import('./recovery-form-island').then((module) => module.RecoveryFormIsland),
  props: recoveryProps,
});

/** `<div data-widget="social-login" data-next="…">` on /login (optional `data-client-id`, `data-script-src`). */
export const socialLoginWidget = defineWidget({
  name: 'social-login',
  load: () => import('./social-login-island').then((module) => module.SocialLoginIsland),
  props: socialLoginProps,
});

export const signInWidgets = [loginFormWidget, registrationFormWidget, recoveryFormWidget, socialLoginWidget] as const;
