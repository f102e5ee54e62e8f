import type { User, Vitrina } from '@vitrina/core';
import { render, type RenderResult } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { VitrinaProvider } from '../vitrina-context';
import { API, testVitrina } from './test-vitrina';
import { sampleUser } from './sample-user';

export { API, testVitrina, gate } from './test-vitrina';
export { sampleUser };

export const PASSWORD = 'secret-6';

/** The shop's error body (packages/core/src/schemas/api-error.ts). */
export function apiError(status: number, code: string, fields?: Record<string, string>) {
  return HttpResponse.json({ error: { code, message: code, ...(fields ? { fields } : {}) } }, { status });
}

/**
 * A profile API with the accounts given by e-mail: login with PASSWORD gives `token-<email>`,
 * and `me` answers with that account's user. `calls` counts the requests by path.
 */
export function profileApi(users: readonly User[] = [sampleUser()]) {
  const calls: string[] = [];
  const byToken = new Map(users.map((user) => [`token-${user.email}`, user]));
  const count = (request: Request) => calls.push(`${request.method} ${new URL(request.url).pathname}`);
  const handlers: HttpHandler[] = [
    http.post(`${API.profile}login`, async ({ request }) => {
      count(request);
      const body = (await request.json()) as { email: string; password: string };
      const user = users.find((entry) => entry.email === body.email);
      if (!user || body.password !== PASSWORD) return apiError(401, 'errors.wrong_login_or_password');
      return HttpResponse.json({ success: true, data: { token: `token-${user.email}`, is_sign_up: false } });
    }),
    http.get(`${API.profile}me`, ({ request }) => {
      count(request);
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      const user = byToken.get(token);
      return HttpResponse.json(user ? { success: true, data: user } : { success: false, data: null });
    }),
    http.all('/api/*', ({ request }) => {
      count(request);
      return apiError(404, 'errors.nothing_found');
    }),
  ];
  return { calls, handlers };
}

/** Whatever a test leaves unanswered: the API's 404, so nothing reaches a real network. */
export const unanswered = http.all('/api/*', () => apiError(404, 'errors.nothing_found'));

/** A real SDK with its whole dictionary loaded, as the island runtime loads it before a sign-in widget. */
export async function loadedVitrina(config: Parameters<typeof testVitrina>[0] = {}): Promise<Vitrina> {
  const vitrina = testVitrina(config);
  await vitrina.i18n.load();
  return vitrina;
}

export function renderWith(vitrina: Vitrina, ui: ReactNode): RenderResult {
  return render(<VitrinaProvider vitrina={vitrina}>{ui}</VitrinaProvider>);
}

/** The file's mock API, listening for its tests: what a test leaves unanswered is the API's 404. */
export function mockApi(): SetupServer {
  const server = setupServer(unanswered);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A loaded SDK for each test (`current`), destroyed after it; `reload` swaps it for one made with `config`. */
export function loadedVitrinaPerTest(): { readonly current: Vitrina; reload(config: Parameters<typeof testVitrina>[0]): Promise<void> } {
  let vitrina: Vitrina | undefined;
  beforeEach(async () => {
    vitrina = await loadedVitrina();
  });
  afterEach(() => vitrina?.destroy());
  return {
    get current(): Vitrina {
      if (!vitrina) throw new Error('The SDK is made before each test.');
      return vitrina;
    },
    async reload(config) {
      vitrina?.destroy();
      vitrina = await loadedVitrina(config);
    },
  };
}
