/**
 * A link or image address from the database as one the page may write: a path on this site
 * ('/x', not '//host') or an http(s) URL; anything else (javascript:, data:, garbage) gives the
 * fallback. Content is edited by people, so it is not trusted to be well-formed.
 */
export function safeUrl(value: unknown, fallback = '#'): string {
  if (typeof value !== 'string') return fallback;
  const url = value.trim();
  if (url === '' || /[\s\\]/.test(url)) return fallback;
  if (url.startsWith('/')) return url.startsWith('//') ? fallback : url;
  if (url.startsWith('#')) return url;
  return /^https?:\/\/[^/]/i.test(url) ? url : fallback;
}

/** A local path to come back to after logging in: only paths on this site, else '/'. */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  const url = safeUrl(value, '/');
  return url.startsWith('/') ? url : '/';
}

/** A CSS colour from the database for an inline style: hex or a plain colour name, else undefined. */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const color = value.trim();
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color) || /^[a-z]{3,20}$/i.test(color) ? color : undefined;
}
