import type { Context } from 'hono';
import type { JSX } from 'hono/jsx/jsx-runtime';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A full HTML page with its doctype. */
export async function renderPage(c: Context, page: JSX.Element, status: ContentfulStatusCode = 200): Promise<Response> {
  const html = await page;
  return c.html(`<!DOCTYPE html>${html}`, status);
}
