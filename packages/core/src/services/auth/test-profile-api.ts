import { http, HttpResponse } from 'msw';
import { userSchema, type User } from '../../schemas/user';
import { sampleUser } from '../../schemas/test-samples';

export const PROFILE_API = 'https://shop.test/api/profile/';
export const SHOP_API = 'https://shop.test/api/shop/';

export interface SeenRequest {
  readonly method: string;
  /** The path under the API's base, e.g. 'profile/login' or 'shop/user/logged_out'. */
  readonly path: string;
  readonly token: string | null;
  readonly body: unknown;
}

export const generalData = { languages: [{ code: 'uk', label: 'Укр' }], support_phone: '0 800 30 00 33', free_delivery_from: 1500 };

function apiError(status: number, code: string) {
  return HttpResponse.json({ error: { code, message: code } }, { status });
}

export function testUser(overrides: Partial<User> = {}): User {
  return userSchema.parse({ ...sampleUser(), ...overrides });
}

/**
 * A small stateful stand-in for the profile and session calls of the shop's API: password
 * accounts, tokens that logout revokes, the login check, bonuses and general data. Every request
 * is recorded; tests prepend `server.use(...)` handlers for failures.
 */
export function testProfileApi() {
  const accounts = new Map<string, { password: string; user: User }>();
  const tokens = new Map<string, string>();
  const seen: SeenRequest[] = [];
  let issued = 0;

  function addAccount(password: string, user: User): User {
    accounts.set(user.email, { password, user });
    return user;
  }

  function issueToken(email: string): string {
    issued += 1;
    const token = `token-${issued}-${email.split('@')[0]}`;
    tokens.set(token, email);
    return token;
  }

  function userOf(request: Request): User | undefined {
    const token = bearer(request);
    const email = token ? tokens.get(token) : undefined;
    return email ? accounts.get(email)?.user : undefined;
  }

  async function record(request: Request, path: string): Promise<unknown> {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body = text === '' ? undefined : JSON.parse(text);
    seen.push({ method: request.method, path, token: bearer(request), body });
    return body;
  }

  const handlers = [
    http.post(`${PROFILE_API}login`, async ({ request }) => {
      const body = (await record(request, 'profile/login')) as { email: string; password: string };
      const account = accounts.get(body.email);
      if (!account || account.password !== body.password) return apiError(401, 'errors.wrong_login_or_password');
      return HttpResponse.json({ success: true, data: { token: issueToken(body.email), is_sign_up: false } });
    }),
    http.post(`${PROFILE_API}signup`, async ({ request }) => {
      const body = (await record(request, 'profile/signup')) as { email: string; password: string; first_name: string; last_name?: string; lang: 'uk' | 'ru' };
      if (accounts.has(body.email)) return apiError(409, 'errors.email_already_registered');
      addAccount(
        body.password,
        testUser({
          uuid: `uuid-${body.email}`,
          email: body.email,
          first_name: body.first_name,
          last_name: body.last_name ?? '',
          lang: { code: body.lang },
          cart: [],
          cart_count: 0,
          cart_id: null,
          favorites: [],
          compares: [],
          bonuses_count: 0,
          available_bonuses: 0,
        }),
      );
      return HttpResponse.json({ success: true, data: { token: issueToken(body.email), is_sign_up: true } });
    }),
    http.post(`${PROFILE_API}login_social`, async ({ request }) => {
      const body = (await record(request, 'profile/login_social')) as { email: string; firstName: string; lastName: string };
      const isSignUp = !accounts.has(body.email);
      if (isSignUp) {
        addAccount('', testUser({ uuid: `uuid-${body.email}`, email: body.email, first_name: body.firstName, last_name: body.lastName }));
      }
      return HttpResponse.json({ success: true, data: { token: issueToken(body.email), is_sign_up: isSignUp } });
    }),
    http.post(`${PROFILE_API}recovery`, async ({ request }) => {
      await record(request, 'profile/recovery');
      return HttpResponse.json({ success: true });
    }),
    http.get(`${PROFILE_API}me`, async ({ request }) => {
      await record(request, 'profile/me');
      const user = userOf(request);
      return HttpResponse.json(user ? { success: true, data: user } : { success: false });
    }),
    http.put(`${PROFILE_API}me/lang`, async ({ request }) => {
      const body = (await record(request, 'profile/me/lang')) as { lang: 'uk' | 'ru' };
      const user = userOf(request);
      if (!user) return apiError(401, 'errors.login_error');
      addAccount(accounts.get(user.email)!.password, { ...user, lang: { code: body.lang } });
      return HttpResponse.json({ success: true });
    }),
    http.post(`${PROFILE_API}me/address`, async ({ request }) => {
      const body = (await record(request, 'profile/me/address')) as Record<string, string>;
      if (!userOf(request)) return apiError(401, 'errors.login_error');
      return HttpResponse.json({ success: true, data: { id: 17, ...body } });
    }),
    http.post(`${SHOP_API}user/logged_in`, async ({ request }) => {
      await record(request, 'shop/user/logged_in');
      return userOf(request) ? HttpResponse.json({ success: true }) : apiError(401, 'errors.login_error');
    }),
    http.post(`${SHOP_API}user/logged_out`, async ({ request }) => {
      await record(request, 'shop/user/logged_out');
      if (!userOf(request)) return apiError(401, 'errors.login_error');
      tokens.delete(bearer(request)!);
      return HttpResponse.json({ success: true });
    }),
    http.get(`${SHOP_API}bonuses/user/get-bonuses`, async ({ request }) => {
      await record(request, 'shop/bonuses/user/get-bonuses');
      const user = userOf(request);
      if (!user) return apiError(401, 'errors.login_error');
      return HttpResponse.json({ success: true, data: { available_bonuses: user.available_bonuses ?? 0 } });
    }),
    http.get(`${SHOP_API}general`, async ({ request }) => {
      await record(request, 'shop/general');
      return HttpResponse.json({ success: true, data: generalData });
    }),
    http.get(`${SHOP_API}cities`, async ({ request }) => {
      await record(request, 'shop/cities');
      const search = new URL(request.url).searchParams.get('search') ?? '';
      const cities = [
        { id: 56, title: 'Київ', region: null },
        { id: 57, title: 'Львів', region: 'Львівська' },
      ];
      return HttpResponse.json({ success: true, data: cities.filter((city) => city.title.toLowerCase().startsWith(search.toLowerCase())) });
    }),
    http.put(`${PROFILE_API}me`, async ({ request }) => {
      const body = (await record(request, 'profile/me')) as Pick<User, 'first_name' | 'last_name' | 'phone' | 'birthday'>;
      const user = userOf(request);
      if (!user) return apiError(401, 'errors.login_error');
      const next = { ...user, ...body };
      addAccount(accounts.get(user.email)!.password, next);
      return HttpResponse.json({ success: true, data: next });
    }),
    http.put(`${PROFILE_API}me/settings`, async ({ request }) => {
      const body = (await record(request, 'profile/me/settings')) as Pick<User, 'handedness'>;
      const user = userOf(request);
      if (!user) return apiError(401, 'errors.login_error');
      addAccount(accounts.get(user.email)!.password, { ...user, ...body });
      return HttpResponse.json({ success: true });
    }),
  ];

  return {
    handlers,
    seen,
    /** Requests to one path, in order. */
    requestsTo: (path: string) => seen.filter((request) => request.path === path),
    addAccount,
    issueToken,
    /** Whether the server still accepts a token. */
    isLive: (token: string) => tokens.has(token),
    revoke: (token: string) => tokens.delete(token),
  };
}

function bearer(request: Request): string | null {
  return /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
}
