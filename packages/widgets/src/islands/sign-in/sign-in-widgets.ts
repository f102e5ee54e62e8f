/*
 * The account pages' islands (/login, /registration, /recovery, the product page's login), each in
 * a chunk of its own: the login page does not download the registration's phone mask.
 */
import { defineWidget } from '../../runtime/define-widget';

/** `<form data-widget="login-form" data-next="…">` on /login and the product page. */
export const loginFormWidget = defineWidget({
  name: 'login-form',
  load: () => import('./login-form-chunk'),
});

/** `<form data-widget="registration-form" data-next="…">` on /registration. */
export const registrationFormWidget = defineWidget({
  name: 'registration-form',
  load: () => import('./registration-form-chunk'),
});

/** `<form data-widget="recovery-form">` on /recovery. */
export const recoveryFormWidget = defineWidget({
  name: 'recovery-form',
  load: () => import('./recovery-form-chunk'),
});

/** `<div data-widget="social-login" data-next="…">` on /login (optional `data-client-id`, `data-script-src`). */
export const socialLoginWidget = defineWidget({
  name: 'social-login',
  load: () => import('./social-login-chunk'),
});

export const signInWidgets = [loginFormWidget, registrationFormWidget, recoveryFormWidget, socialLoginWidget] as const;
