import type { Context } from 'hono';
import { pageContext, type PageContext, type PagesDeps } from '../context/page-context';

/** A route handler that gets the request's PageContext. */
export function pageHandler(deps: PagesDeps, handle: (c: Context, ctx: PageContext) => Response | Promise<Response>) {
  return (c: Context) => handle(c, pageContext(c, deps));
}

/** A guest asking for a page that needs an account goes to the login page, and comes back after. */
export function redirectToLogin(c: Context, ctx: PageContext): Response {
  return c.redirect(`/login?next=${encodeURIComponent(ctx.url.pathname + ctx.url.search)}`, 302);
}
