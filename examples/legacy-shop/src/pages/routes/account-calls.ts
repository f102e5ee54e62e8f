import type { Lang } from '@vitrina/core';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { runApiHandler, type HandlerContext } from '../../api/handler';
import { inWriteTransaction } from '../../api/write-transaction';
import type { PageContext, PagesDeps } from '../context/page-context';
import { ApiError } from '../../http/api-error';
import type { Translate, MessageKey } from '../i18n/translator';
import type { FormErrors } from '../components/form-errors';
import { COOKIE_NAMES } from '../widget-attributes';

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function handlerContext<Req>(c: Context, deps: PagesDeps, lang: Lang, input: Req, session: Pick<HandlerContext<Req>, 'user' | 'token'>): HandlerContext<Req> {
  return { db: deps.db, settings: deps.settings, input, id: undefined, params: {}, ...session, lang, ip: clientAddress(c), now: new Date() };
}

const GUEST = { user: undefined, token: undefined };

/**
 * Runs one of the API's handlers for a posted page form, in a transaction like the API does (a
 * failed login's count is kept), so the pages and the API share one logic.
 */
export function runHandler<Req, Res>(
  c: Context,
  deps: PagesDeps,
  lang: Lang,
  handler: (context: HandlerContext<Req>) => Res,
  input: Req,
  session: Pick<HandlerContext<Req>, 'user' | 'token'> = GUEST,
): Res {
  const context = handlerContext(c, deps, lang, input, session);
  return inWriteTransaction(deps.db, () => handler(context));
}

/** runHandler for a handler with a slow first step (login, sign-up): awaited before its transaction. */
export async function runPreparedHandler<Req, Prepared, Res>(
  c: Context,
  deps: PagesDeps,
  lang: Lang,
  handler: { prepare: (context: HandlerContext<Req>) => Promise<Prepared>; commit: (context: HandlerContext<Req>, prepared: Prepared) => Res },
  input: Req,
  session: Pick<HandlerContext<Req>, 'user' | 'token'> = GUEST,
): Promise<Res> {
  return runApiHandler(handler, handlerContext(c, deps, lang, input, session), (run: () => Res) => inWriteTransaction(deps.db, run));
}

/** The page's viewer as a handler's session: the user of the token cookie, and that token. */
export function viewerSession(c: Context, ctx: PageContext): Pick<HandlerContext<unknown>, 'user' | 'token'> {
  return { user: ctx.viewer, token: ctx.viewer ? getCookie(c, COOKIE_NAMES.token) : undefined };
}

/** Browsers keep a cookie at most 400 days (RFC 6265bis); the SDK asks for 2038 and gets the same. */
const TOKEN_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

/** Stores the bearer token where the SDK keeps it: the `token` cookie, readable by the widgets. */
export function setTokenCookie(c: Context, token: string): void {
  setCookie(c, COOKIE_NAMES.token, token, { path: '/', maxAge: TOKEN_COOKIE_MAX_AGE, sameSite: 'Lax' });
}

const isMessageKey = (key: string): key is MessageKey => /^(validation|errors|general\.errors)\.[a-z_]+$/.test(key);

/** An API error as form messages in the page's language; anything unexpected is rethrown. */
export function formErrors(error: unknown, t: Translate): FormErrors {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const fields: Record<string, string> = {};
  for (const [name, key] of Object.entries(error.fields ?? {})) fields[name] = isMessageKey(key) ? t(key) : t('validation.invalid');
  return { form: isMessageKey(error.code) ? t(error.code) : t('errors.generic'), fields };
}

/** Forgets the session in this browser: the token and the SDK's user cookie. */
export function clearSessionCookies(c: Context): void {
  deleteCookie(c, COOKIE_NAMES.token, { path: '/' });
  deleteCookie(c, COOKIE_NAMES.user, { path: '/' });
}
