import { createMemoryCookieDocument, type User, type Vitrina } from '@vitrina/core';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createIslandRuntime, type IslandRuntime } from '../../runtime/island-runtime';
import { testVitrina } from '../../testing/test-vitrina';
import { sampleUser } from '../../testing/sample-user';
import { layoutFlagsWidget } from './layout-flags-widget';

interface HappyWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

function resizeTo(width: number) {
  act(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 }));
}

const righty = sampleUser({ email: 'righty@example.ua', handedness: 'right' });
const lefty = sampleUser({ email: 'lefty@example.ua', first_name: 'Олег', handedness: 'left' });
const users: Record<string, User> = { 'token-righty': righty, 'token-lefty': lefty };

/** An SDK over a profile API that knows the two users above, the browser's cookies to start with. */
function sessionVitrina(cookies: Record<string, string> = {}): Vitrina {
  return testVitrina({
    cookieDocument: createMemoryCookieDocument(cookies),
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      if (path === '/api/profile/login') {
        const { email } = (await request.json()) as { email: string };
        const token = Object.entries(users).find(([, user]) => user.email === email)?.[0];
        return token ? Response.json({ success: true, data: { token, is_sign_up: false } }) : Response.json({}, { status: 401 });
      }
      if (path === '/api/profile/me') {
        const user = users[(request.headers.get('authorization') ?? '').replace('Bearer ', '')];
        return Response.json(user ? { success: true, data: user } : { success: false, data: null });
      }
      return Response.json({ message: 'not here' }, { status: 404 });
    },
  });
}

let vitrina: Vitrina | undefined;
let runtime: IslandRuntime | undefined;

afterEach(() => {
  runtime?.stop();
  vitrina?.destroy();
  runtime = undefined;
  vitrina = undefined;
  document.body.replaceChildren();
  document.body.className = '';
  resizeTo(1024);
});

async function mount(sdk: Vitrina, bodyClass = ''): Promise<Vitrina> {
  vitrina = sdk;
  document.body.className = bodyClass;
  const element = document.createElement('div');
  element.setAttribute('data-widget', 'layout-flags');
  element.hidden = true;
  document.body.append(element);
  runtime = createIslandRuntime({ root: document, vitrina: sdk, widgets: [layoutFlagsWidget] });
  await act(() => runtime!.start());
  return sdk;
}

const classes = () => document.body.classList;

describe('the layout flags: viewport', () => {
  it('is desktop from 1024 px: no mobile flag, no narrow header', async () => {
    resizeTo(1280);
    const sdk = await mount(testVitrina());
    expect(sdk.state.isMobile.value).toBe(false);
    expect(classes().contains('is-mobile')).toBe(false);
    expect(classes().contains('is-narrow-header')).toBe(false);
  });

  it('sets the SDK’s mobile flag and is-mobile under 1024 px, the narrow header under 768 px', async () => {
    resizeTo(900);
    const sdk = await mount(testVitrina());
    expect(sdk.state.isMobile.value).toBe(true);
    expect(classes().contains('is-mobile')).toBe(true);
    expect(classes().contains('is-narrow-header')).toBe(false);

    resizeTo(767);
    expect(classes().contains('is-mobile')).toBe(true);
    expect(classes().contains('is-narrow-header')).toBe(true);

    resizeTo(1024);
    expect(sdk.state.isMobile.value).toBe(false);
    expect(classes()).toHaveLength(0);
  });

  it('keeps the page’s own body classes, and stops following the viewport once unmounted', async () => {
    resizeTo(600);
    const sdk = await mount(testVitrina(), 'page page--category');
    expect([...classes()].sort()).toEqual(['is-mobile', 'is-narrow-header', 'page', 'page--category']);
    act(() => runtime!.stop());
    expect([...classes()].sort()).toEqual(['page', 'page--category']);
    resizeTo(1280);
    expect(sdk.state.isMobile.value).toBe(true);
  });
});

describe('the layout flags: handedness', () => {
  it('keeps the server’s is-left-handed until the session check answers, then follows the user', async () => {
    const sdk = await mount(sessionVitrina({ token: 'token-lefty' }), 'page is-left-handed');
    expect(classes().contains('is-left-handed')).toBe(true);
    await act(() => sdk.services.auth.restore());
    expect(sdk.services.auth.status.value).toBe('user');
    expect(classes().contains('is-left-handed')).toBe(true);

    await act(() => sdk.services.auth.logout());
    expect(classes().contains('is-left-handed')).toBe(false);
    expect(classes().contains('page')).toBe(true);
  });

  it('drops a stale is-left-handed when the session check finds a guest', async () => {
    const sdk = await mount(sessionVitrina(), 'is-left-handed');
    await act(() => sdk.services.auth.restore());
    expect(classes().contains('is-left-handed')).toBe(false);
  });

  it('adds is-left-handed right after a left-handed user logs in, and not for a right-handed one', async () => {
    const sdk = await mount(sessionVitrina());
    await act(() => sdk.services.auth.restore());
    await act(async () => {
      await sdk.services.auth.login({ email: righty.email, password: 'secret-1' });
    });
    expect(classes().contains('is-left-handed')).toBe(false);

    await act(() => sdk.services.auth.logout());
    await act(async () => {
      await sdk.services.auth.login({ email: lefty.email, password: 'secret-1' });
    });
    expect(classes().contains('is-left-handed')).toBe(true);
  });

  it('follows a switch between stored accounts', async () => {
    const sdk = await mount(sessionVitrina());
    await act(() => sdk.services.auth.restore());
    await act(async () => {
      await sdk.services.auth.login({ email: lefty.email, password: 'secret-1' });
      await sdk.services.auth.login({ email: righty.email, password: 'secret-1' });
    });
    expect(classes().contains('is-left-handed')).toBe(false);

    await act(async () => {
      await sdk.services.accounts.switchTo(lefty.email);
    });
    expect(sdk.services.auth.user.value?.email).toBe(lefty.email);
    expect(classes().contains('is-left-handed')).toBe(true);
  });
});
