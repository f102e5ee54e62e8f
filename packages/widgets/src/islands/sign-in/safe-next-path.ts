/**
 * Where to go after logging in: `next` when it is a path of this site, else '/'. Protocol-relative
 * (`//evil.example`), backslash and absolute addresses would leave the shop, so they are refused.
 */
export function safeNextPath(next: string | undefined, origin: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || hasUnsafeCharacter(next)) return '/';
  try {
    const url = new URL(next, origin);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** Backslashes and control characters, which browsers strip or read as '/'. */
function hasUnsafeCharacter(path: string): boolean {
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
