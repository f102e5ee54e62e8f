export interface BasicAuthCredentials {
  readonly username: string;
  readonly password: string;
}

/** `Basic base64(user:password)`, UTF-8 encoded first (`btoa` alone throws on non-Latin-1 text). */
export function basicAuthHeader({ username, password }: BasicAuthCredentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}
