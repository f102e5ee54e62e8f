import type { Context } from 'hono';
import { forbidden } from '../../http/api-error';

/**
 * Whether a post comes from the shop's own pages. Browsers send `Origin: null` for a same-origin
 * post under a no-referrer policy, so `Sec-Fetch-Site: same-origin` vouches for it then.
 */
function isSameOrigin(c: Context): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return c.req.header('sec-fetch-site') !== 'cross-site';
  if (origin === 'null') return c.req.header('sec-fetch-site') === 'same-origin';
  return origin === new URL(c.req.url).origin;
}

/**
 * A posted form's fields (the first value of each), or undefined for a post that is not a
 * same-origin form: a cross-site page may not submit the shop's forms with the shopper's cookies.
 * The app's limitBodySize has already refused a body over its cap.
 */
export async function readFormPost(c: Context): Promise<Record<string, string> | undefined> {
  if (!isSameOrigin(c)) return undefined;
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return undefined;
  try {
    const body = await c.req.parseBody();
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') fields[name] = first;
    }
    return fields;
  } catch {
    return undefined;
  }
}

/** A posted form of the shop's own pages; any other post is refused with 403 before anything is done. */
export async function requireFormPost(c: Context): Promise<Record<string, string>> {
  const form = await readFormPost(c);
  if (!form) throw forbidden('The form was not posted from the shop’s pages');
  return form;
}
