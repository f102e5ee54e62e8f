import { createMemoryCookieDocument, type User, type Vitrina } from '@vitrina/core';
import { act } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach } from 'vitest';
import { profileInformationWidget } from '../islands/profile-information/profile-information-widget';
import { profileSettingsWidget } from '../islands/profile-settings/profile-settings-widget';
import { userMenuWidget } from '../islands/user-menu/user-menu-widget';
import { layoutFlagsWidget } from '../islands/layout-flags/layout-flags-widget';
import { createIslandRuntime, type IslandRuntime } from '../runtime/island-runtime';
import { API, apiError, testVitrina } from './sign-in-test-kit';

/** What the profile API was sent, in order: `PUT /api/profile/me` and its body. */
export interface SentCall {
  readonly call: string;
  readonly body: unknown;
}

/**
 * A profile API for one signed-in user (token 'profile-token'): the login check, PUT me (the body
 * taken as the new details), PUT me/settings and PUT me/lang. `hold` keeps the PUT me answer back.
 */
export function profilePortalApi(start: User, options: { hold?: () => Promise<void> } = {}) {
  let user = start;
  const sent: SentCall[] = [];
  const record = async (request: Request) => {
    const body: unknown = await request.json();
    sent.push({ call: `${request.method} ${new URL(request.url).pathname}`, body });
    return body as Record<string, unknown>;
  };
  const handlers: HttpHandler[] = [
    http.get(`${API.profile}me`, () => HttpResponse.json({ success: true, data: user })),
    http.put(`${API.profile}me`, async ({ request }) => {
      const body = await record(request);
      await options.hold?.();
      user = { ...user, ...(body as Partial<User>) };
      return HttpResponse.json({ success: true, data: user });
    }),
    http.put(`${API.profile}me/settings`, async ({ request }) => {
      user = { ...user, ...((await record(request)) as Partial<User>) };
      return HttpResponse.json({ success: true });
    }),
    http.put(`${API.profile}me/lang`, async ({ request }) => {
      const body = await record(request);
      user = { ...user, lang: { code: body.lang as 'uk' | 'ru' } };
      return HttpResponse.json({ success: true });
    }),
    http.all('/api/*', () => apiError(404, 'errors.nothing_found')),
  ];
  return { handlers, sent, current: () => user };
}

let runtime: IslandRuntime | undefined;
let vitrina: Vitrina | undefined;

afterEach(() => {
  runtime?.stop();
  vitrina?.destroy();
  runtime = undefined;
  vitrina = undefined;
  document.body.replaceChildren();
  document.body.className = '';
});

/** A signed-in SDK (the login check done, the dictionary loaded) and the profile islands mounted over `elements`. */
export async function mountProfile(...elements: HTMLElement[]): Promise<Vitrina> {
  vitrina = testVitrina({ cookieDocument: createMemoryCookieDocument({ token: 'profile-token' }) });
  await vitrina.i18n.load();
  await vitrina.services.auth.restore();
  document.body.append(...elements);
  runtime = createIslandRuntime({ root: document, vitrina, widgets: [profileInformationWidget, profileSettingsWidget, userMenuWidget, layoutFlagsWidget] });
  await act(() => runtime!.start());
  return vitrina;
}

/** An element from markup the test writes itself, as a shop template would render it. */
export function shopElement(tag: string, attributes: Record<string, string>, children: readonly HTMLElement[] = []): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

export function input(name: string, value: string, type = 'text'): HTMLInputElement {
  const field = document.createElement('input');
  field.name = name;
  field.type = type;
  field.value = value;
  return field;
}
