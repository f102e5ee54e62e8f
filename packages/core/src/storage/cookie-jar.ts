import type { ZodMiniType } from 'zod/mini';
import { defaultCookieNames, USER_COOKIE_EXPIRES } from './keys';
import { parseStoredValue } from './local-store';
import type { StorageErrorHandler } from './types';

/** Anything with a `document.cookie`-like accessor. */
export interface CookieDocument {
  cookie: string;
}

export type SameSite = 'Lax' | 'Strict' | 'None';

export interface CookieAttributes {
  /** Omitted: a session cookie. */
  expires?: Date;
  /** Default '/'. */
  path?: string;
  /** Default: the jar's `domain`; '' (or no jar domain) writes a host-only cookie. */
  domain?: string;
  /** Default 'Lax'. */
  sameSite?: SameSite;
  /** Default: the jar's `secure`. Always set with `sameSite: 'None'`, which browsers require. */
  secure?: boolean;
}

export interface CookieNames {
  user: string;
  token: string;
}

export interface CookieJarOptions {
  /** Default: `globalThis.document` when present, else an in-memory jar; `null` forces memory. */
  document?: CookieDocument | null;
  /** The shop's cookie domain, e.g. '.shop.example'; default for every cookie written. */
  domain?: string;
  /** Default: true on https pages. */
  secure?: boolean;
  /** Names of the user and bearer-token cookies; default `defaultCookieNames`. */
  names?: Partial<CookieNames>;
  onError?: StorageErrorHandler;
}

export interface CookieJar {
  /** The decoded value, or `undefined` when the cookie is missing or every copy of it is malformed. */
  get(name: string): string | undefined;
  set(name: string, value: string, attributes?: CookieAttributes): void;
  /** Removes both the host-only copy and the copy on the cookie domain. */
  remove(name: string, attributes?: Pick<CookieAttributes, 'path' | 'domain'>): void;
  /** The user cookie (docs/accounts.md), validated with `schema`; a bad one reads as `undefined` and is removed. */
  readUser<T>(schema: ZodMiniType<T>): T | undefined;
  /** Writes the user as JSON: path '/', the cookie domain, expires January 2038. */
  writeUser(user: unknown): void;
  removeUser(): void;
  /** The bearer token; an empty cookie reads as `undefined`. */
  readToken(): string | undefined;
  /** Same attributes as the user cookie, so the two expire together unless `expires` says otherwise. */
  writeToken(token: string, attributes?: Pick<CookieAttributes, 'expires'>): void;
  removeToken(): void;
}

const EXPIRED = new Date(0);

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Finds `name` in a `document.cookie` string. The first well-formed copy wins (browsers list the most specific path first). */
function findCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const rawName = part.slice(0, eq).trim();
    if ((decode(rawName) ?? rawName) !== name) continue;
    let rawValue = part.slice(eq + 1).trim();
    if (rawValue.length >= 2 && rawValue.startsWith('"') && rawValue.endsWith('"')) rawValue = rawValue.slice(1, -1);
    const value = decode(rawValue);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Keeps an attribute value from smuggling in further attributes. */
function attribute(text: string): string {
  return (text.split(';')[0] ?? '').trim();
}

/**
 * One page's cookies, for where there is no document (server-side rendering, tests, Node): each
 * write sets or (expired) deletes one cookie and reading lists them all, as a browser does.
 */
export function createMemoryCookieDocument(initial: Readonly<Record<string, string>> = {}): CookieDocument {
  const cookies = new Map(Object.entries(initial));
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 0) return;
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((item) => {
        const [key = '', value = ''] = item.split('=');
        return key.trim().toLowerCase() === 'expires' && Date.parse(value) <= Date.now();
      });
      if (expired) cookies.delete(name);
      else cookies.set(name, pair.slice(eq + 1).trim());
    },
  };
}

function defaultDocument(): CookieDocument {
  return typeof document === 'undefined' ? createMemoryCookieDocument() : document;
}

function isHttpsPage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/**
 * Cookies shared with the host page's other scripts: values are URI-encoded on write, and reading
 * a malformed cookie string never throws. A cookie the browser refuses or silently drops (cookies
 * disabled, too large) is kept in memory for this page.
 */
export function createCookieJar(options: CookieJarOptions = {}): CookieJar {
  const doc = options.document === undefined ? defaultDocument() : (options.document ?? createMemoryCookieDocument());
  const onError: StorageErrorHandler = options.onError ?? (() => {});
  const secureDefault = options.secure ?? isHttpsPage();
  const names: CookieNames = {
    user: options.names?.user ?? defaultCookieNames.user,
    token: options.names?.token ?? defaultCookieNames.token,
  };
  /** Values of cookies this page wrote but the browser did not keep. */
  const memory = new Map<string, string>();

  function readHeader(): string {
    try {
      const header = doc.cookie;
      return typeof header === 'string' ? header : '';
    } catch {
      return '';
    }
  }

  /** Returns the error when the document refused the write. */
  function writeLine(line: string): unknown {
    try {
      doc.cookie = line;
      return undefined;
    } catch (error) {
      return error ?? new Error('document.cookie refused the write');
    }
  }

  function get(name: string): string | undefined {
    return memory.get(name) ?? findCookie(readHeader(), name);
  }

  function set(name: string, value: string, attributes: CookieAttributes = {}): void {
    let line: string;
    try {
      line = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
    } catch (error) {
      // Lone UTF-16 surrogates cannot be URI-encoded.
      onError({ kind: 'unwritable', area: 'cookie', key: name, error });
      return;
    }
    const { expires, path = '/', domain = options.domain, sameSite = 'Lax', secure = secureDefault } = attributes;
    line += `; path=${attribute(path)}`;
    if (domain) line += `; domain=${attribute(domain)}`;
    if (expires && !Number.isNaN(expires.getTime())) line += `; expires=${expires.toUTCString()}`;
    line += `; SameSite=${sameSite}`;
    if (secure || sameSite === 'None') line += '; Secure';

    const refused = writeLine(line);
    if (expires && expires.getTime() <= Date.now()) {
      memory.delete(name);
      return;
    }
    if (refused === undefined && findCookie(readHeader(), name) === value) {
      memory.delete(name);
      return;
    }
    if (!memory.has(name)) {
      const error = refused ?? new Error(`The browser did not keep the cookie "${name}"`);
      onError({ kind: 'fallback', area: 'cookie', key: name, error });
    }
    memory.set(name, value);
  }

  function remove(name: string, attributes: Pick<CookieAttributes, 'path' | 'domain'> = {}): void {
    memory.delete(name);
    const { path = '/', domain = options.domain } = attributes;
    // A legacy script may have written a host-only copy next to the one on the cookie domain.
    set(name, '', { path, domain: '', expires: EXPIRED });
    if (domain) set(name, '', { path, domain, expires: EXPIRED });
  }

  return {
    get,
    set,
    remove,

    readUser<T>(schema: ZodMiniType<T>): T | undefined {
      const raw = get(names.user);
      if (raw === undefined) return undefined;
      const result = parseStoredValue(raw, schema, `cookie "${names.user}"`);
      if (result.success) return result.data;
      remove(names.user);
      onError({ kind: 'dropped', area: 'cookie', key: names.user, error: result.error });
      return undefined;
    },

    writeUser(user: unknown): void {
      let json: string | undefined;
      try {
        json = JSON.stringify(user);
      } catch (error) {
        onError({ kind: 'unwritable', area: 'cookie', key: names.user, error });
        return;
      }
      if (json === undefined) remove(names.user);
      else set(names.user, json, { expires: USER_COOKIE_EXPIRES });
    },

    removeUser: () => remove(names.user),

    readToken(): string | undefined {
      return get(names.token) || undefined;
    },

    writeToken(token: string, attributes: Pick<CookieAttributes, 'expires'> = {}): void {
      set(names.token, token, { expires: attributes.expires ?? USER_COOKIE_EXPIRES });
    },

    removeToken: () => remove(names.token),
  };
}
