import type { User, Vitrina, VitrinaConfig } from '@vitrina/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import type { DialogComponent } from '../dialogs/dialog-contract';
import { ok, renderWith, scriptedVitrina, signIn, withTexts, type Route, type ScriptedApi } from './modal-test-kit';
import { sampleUser } from './sample-user';

/** A page with the token cookie of a signed-in shopper; a fresh document each time, as the SDK writes to it. */
export const tokenCookie = () => ({ cookieDocument: { cookie: 'token=t0k3n' } });

/** The routes of a signed-in session: the login check answers with `user`, the rest of the session's reads with nothing. */
export function sessionRoutes(overrides: Partial<User> = {}): Record<string, Route> {
  const user = sampleUser({ phone: '380501234567', ...overrides });
  return {
    'GET /api/profile/me': () => ok(user),
    'GET /api/profile/me/favorites': () => ok([]),
    'GET /api/profile/me/compares': () => ok([]),
  };
}

/**
 * Starts a scripted SDK with its texts loaded (signed in when `loggedIn`), for the test file's
 * tests: each one made is destroyed after its test, then `cleanUp` runs.
 */
export function scriptedSdks(cleanUp?: () => void) {
  const instances: Vitrina[] = [];
  afterEach(() => {
    for (const vitrina of instances.splice(0)) vitrina.destroy();
    cleanUp?.();
  });
  return async (routes: Record<string, Route> = {}, config: Partial<VitrinaConfig> = {}, loggedIn = false): Promise<ScriptedApi> => {
    const api = await withTexts(scriptedVitrina(routes, config));
    instances.push(api.vitrina);
    if (loggedIn) await signIn(api.vitrina);
    return api;
  };
}

/** Shows `Dialog` as the modal host would, with a `close` to watch. */
export function showDialog(api: ScriptedApi, Dialog: DialogComponent, productId: number | null, titleId: string) {
  const close = vi.fn<() => void>();
  renderWith(api.vitrina, <Dialog productId={productId} titleId={titleId} close={close} />);
  return { ...api, close };
}

/** Clicks the named button and waits for what the click set off. */
export async function pressButton(name: string): Promise<void> {
  const button = screen.getByRole('button', { name });
  const form = button.closest('form');
  await act(async () => fireEvent.click(button));
  // A submit may load the form's rules first: wait until the form is done (or replaced by its answer).
  if (form) await waitFor(() => expect(form.isConnected && form.getAttribute('aria-busy') === 'true').toBe(false));
}

/** Types as a shopper does into a masked input: the mask rewrites the input's text on each input event. */
export function typeMasked(input: HTMLInputElement, text: string): void {
  act(() => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The bodies of the scripted API's requests that were `call` ('POST /api/…'), in order. */
export function bodiesOf(calls: ReadonlyArray<{ call: string; body: unknown }>, call: string): unknown[] {
  return calls.filter((entry) => entry.call === call).map(({ body }) => body);
}
