import type { Vitrina, VitrinaConfig } from '@vitrina/core';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { VitrinaProvider } from '../vitrina-context';
import { testVitrina } from './test-vitrina';
import type { DialogLoaders } from '../dialogs/dialog-contract';
import { ModalDialog } from '../islands/modal-host/modal-dialog';

/** Answers one API call; `url` is the request's URL, `body` its parsed JSON (undefined for a GET). */
export type Route = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

export interface ScriptedApi {
  readonly vitrina: Vitrina;
  /** Every call, as 'METHOD /path' with the body (for POSTs). */
  readonly calls: Array<{ readonly call: string; readonly body: unknown }>;
}

/**
 * A real SDK over memory storage whose API answers from `routes`, keyed 'METHOD /api/shop/path'
 * (a route key may end in '*' to match a prefix); anything else is a 404 with the API's error body.
 */
export function scriptedVitrina(routes: Record<string, Route> = {}, config: Partial<VitrinaConfig> = {}): ScriptedApi {
  const calls: Array<{ call: string; body: unknown }> = [];
  const vitrina = testVitrina({
    ...config,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      const text = request.method === 'GET' ? '' : await request.text();
      const body: unknown = text === '' ? undefined : JSON.parse(text);
      const call = `${request.method} ${url.pathname}`;
      calls.push({ call, body });
      const route =
        routes[call] ??
        Object.entries(routes).find(([key]) => key.endsWith('*') && call.startsWith(key.slice(0, -1)))?.[1];
      if (route) return route({ url, body });
      return Response.json({ error: { code: 'errors.generic', message: `no route for ${call}` } }, { status: 404 });
    },
  });
  return { vitrina, calls };
}

export const ok = (data: unknown) => Response.json({ success: true, data });
export const failure = (status: number, code: string) =>
  Response.json({ error: { code, message: code } }, { status });

/** Renders `children` inside the SDK's provider, as on a page. */
export function renderWith(vitrina: Vitrina, children: ReactNode): RenderResult {
  return render(<VitrinaProvider vitrina={vitrina}>{children}</VitrinaProvider>);
}

/** The host with the given dialogs. */
export function renderHost(vitrina: Vitrina, loaders: DialogLoaders): RenderResult {
  return renderWith(vitrina, <ModalDialog loaders={loaders} />);
}

/** Opens a modal the way a widget does, through the ui service. */
export async function openModal(vitrina: Vitrina, ...args: Parameters<Vitrina['services']['ui']['openModal']>) {
  await act(async () => vitrina.services.ui.openModal(...args));
}

/** The page's `<dialog>`. */
export function theDialog(): HTMLDialogElement {
  const dialog = document.querySelector('dialog');
  if (!dialog) throw new Error('no <dialog> on the page');
  return dialog;
}

/** What a browser does on Escape in a modal dialog: a cancelable `cancel` event. */
export function pressEscape(dialog: HTMLDialogElement): Event {
  const event = new Event('cancel', { cancelable: true });
  dialog.dispatchEvent(event);
  return event;
}

/** A promise the test resolves or rejects when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The SDK with its full texts loaded, as the host has them before it shows a dialog. */
export async function withTexts(api: ScriptedApi): Promise<ScriptedApi> {
  await api.vitrina.i18n.load();
  return api;
}

/** Restores the session of the user behind the token cookie (answers GET /api/profile/me). */
export async function signIn(vitrina: Vitrina): Promise<void> {
  await act(() => vitrina.services.auth.restore());
}
