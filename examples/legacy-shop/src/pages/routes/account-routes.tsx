import { passwordSchema, validate } from '@vitrina/core';
import type { Hono } from 'hono';
import { login } from '../../api/handlers/profile/login';
import { loggedOut } from '../../api/handlers/profile/session';
import { recovery } from '../../api/handlers/profile/recovery';
import { signup } from '../../api/handlers/profile/signup';
import { consumePasswordReset } from '../../auth/password-resets';
import { ApiError } from '../../http/api-error';
import type { PagesDeps } from '../context/page-context';
import { renderPage } from '../render-page';
import { safeNextPath } from '../safe-url';
import { LoginPage } from '../screens/login-page';
import { PasswordResetPage } from '../screens/password-reset-page';
import { RecoveryPage } from '../screens/recovery-page';
import { RegistrationPage } from '../screens/registration-page';
import { clearSessionCookies, formErrors, runHandler, runPreparedHandler, setTokenCookie } from './account-calls';
import { readFormPost } from './form-post';
import { getCookie } from 'hono/cookie';
import { COOKIE_NAMES } from '../widget-attributes';
import { pageHandler } from './page-handler';

const RESET_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Login, registration and password recovery as plain forms. The widgets submit them through the
 * SDK; posted without script they run the profile API's own handlers and set the token cookie.
 */
export function mountAccountRoutes(app: Hono, deps: PagesDeps): void {
  app.get(
    '/login',
    pageHandler(deps, (c, ctx) => {
      const notice = c.req.query('reset') === '1' ? ctx.t('pages.forms.password_changed') : undefined;
      return renderPage(c, <LoginPage ctx={ctx} next={safeNextPath(c.req.query('next'))} notice={notice} />);
    }),
  );

  app.post(
    '/login',
    pageHandler(deps, async (c, ctx) => {
      const form = (await readFormPost(c)) ?? {};
      const next = safeNextPath(form.next);
      try {
        const answer = await runPreparedHandler(c, deps, ctx.lang, login, { email: form.email ?? '', password: form.password ?? '' });
        if (answer.success) {
          setTokenCookie(c, answer.data.token);
          return c.redirect(next, 303);
        }
        return renderPage(c, <LoginPage ctx={ctx} next={next} email={form.email} errors={{ form: ctx.t('errors.login_error') }} />, 401);
      } catch (error) {
        const status = error instanceof ApiError && error.status === 429 ? 429 : 401;
        return renderPage(c, <LoginPage ctx={ctx} next={next} email={form.email} errors={formErrors(error, ctx.t)} />, status);
      }
    }),
  );

  // Logout without script: the token is revoked like the API's logged_out does, the cookies go.
  app.post(
    '/logout',
    pageHandler(deps, async (c, ctx) => {
      if (!(await readFormPost(c))) return c.redirect('/', 303);
      const token = getCookie(c, COOKIE_NAMES.token);
      if (token && ctx.viewer) runHandler(c, deps, ctx.lang, loggedOut, undefined, { user: ctx.viewer, token });
      clearSessionCookies(c);
      return c.redirect('/', 303);
    }),
  );

  app.get(
    '/registration',
    pageHandler(deps, (c, ctx) => renderPage(c, <RegistrationPage ctx={ctx} next={safeNextPath(c.req.query('next'))} />)),
  );

  app.post(
    '/registration',
    pageHandler(deps, async (c, ctx) => {
      const form = (await readFormPost(c)) ?? {};
      const next = safeNextPath(form.next);
      const values = { first_name: form.first_name ?? '', last_name: form.last_name ?? '', email: form.email ?? '', phone: form.phone ?? '' };
      try {
        const answer = await runPreparedHandler(c, deps, ctx.lang, signup, {
          ...values,
          password: form.password ?? '',
          lang: ctx.lang,
          privacy_policy: form.privacy_policy === '1' || form.privacy_policy === 'on',
        });
        if (answer.success) {
          setTokenCookie(c, answer.data.token);
          return c.redirect(next === '/' ? '/profile' : next, 303);
        }
        return renderPage(c, <RegistrationPage ctx={ctx} next={next} values={values} errors={{ form: ctx.t('errors.generic') }} />, 422);
      } catch (error) {
        const status = error instanceof ApiError && error.status === 429 ? 429 : 422;
        return renderPage(c, <RegistrationPage ctx={ctx} next={next} values={values} errors={formErrors(error, ctx.t)} />, status);
      }
    }),
  );

  app.get(
    '/recovery',
    pageHandler(deps, (c, ctx) => renderPage(c, <RecoveryPage ctx={ctx} />)),
  );

  app.post(
    '/recovery',
    pageHandler(deps, async (c, ctx) => {
      const form = (await readFormPost(c)) ?? {};
      const email = (form.email ?? '').trim();
      try {
        runHandler(c, deps, ctx.lang, recovery, { email });
        return renderPage(c, <RecoveryPage ctx={ctx} sentTo={email} />);
      } catch (error) {
        return renderPage(c, <RecoveryPage ctx={ctx} errors={formErrors(error, ctx.t)} />, 422);
      }
    }),
  );

  app.get(
    '/password-reset',
    pageHandler(deps, (c, ctx) => {
      const token = c.req.query('token') ?? '';
      if (!RESET_TOKEN.test(token)) return c.notFound();
      return renderPage(c, <PasswordResetPage ctx={ctx} token={token} />);
    }),
  );

  app.post(
    '/password-reset',
    pageHandler(deps, async (c, ctx) => {
      const form = (await readFormPost(c)) ?? {};
      const token = form.token ?? '';
      if (!RESET_TOKEN.test(token)) return c.notFound();
      const password = validate(passwordSchema, form.password ?? '');
      if (!password.ok) {
        const key = Object.values(password.fields)[0];
        const message = key === 'validation.password_too_short' ? ctx.t('validation.password_too_short') : ctx.t('validation.invalid');
        return renderPage(c, <PasswordResetPage ctx={ctx} token={token} errors={{ fields: { password: message } }} />, 422);
      }
      const userId = await consumePasswordReset(deps.db, token, password.value, new Date());
      if (userId === undefined) {
        return renderPage(c, <PasswordResetPage ctx={ctx} token={token} errors={{ form: ctx.t('pages.forms.reset_link_invalid') }} />, 422);
      }
      return c.redirect('/login?reset=1', 303);
    }),
  );
}
