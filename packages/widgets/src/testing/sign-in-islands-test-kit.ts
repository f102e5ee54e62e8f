import type { Vitrina } from '@vitrina/core';
import { act, fireEvent, screen } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { signInWidgets } from '../islands/sign-in/sign-in-widgets';
import { createIslandRuntime, type IslandRuntime } from '../runtime/island-runtime';
import { navigation } from '../runtime/navigation';
import { mockApi, PASSWORD, sampleUser, testVitrina } from './sign-in-test-kit';

/** The SDK of the current test. */
export let vitrina: Vitrina;
let runtime: IslandRuntime | undefined;
/** The spied page navigation of the current test. */
export let assign: MockInstance<(url: string) => void>;

/** The mock API for the file, and for each test a new SDK and a spied navigation, all undone after it. */
export function signInIslandsPerTest(): SetupServer {
  const server = mockApi();
  beforeEach(() => {
    vitrina = testVitrina();
    assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
  });
  afterEach(() => {
    runtime?.stop();
    runtime = undefined;
    vitrina.destroy();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });
  return server;
}

/** The shop's no-script form, as its templates render it (examples/legacy-shop/src/pages). */
export function shopForm(widget: string, action: string, next?: string): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.setAttribute('data-widget', widget);
  if (next !== undefined) form.setAttribute('data-next', next);
  const email = document.createElement('input');
  email.name = 'email';
  email.required = true;
  const button = document.createElement('button');
  button.type = 'submit';
  button.textContent = 'no-script submit';
  form.append(email, button);
  return form;
}

export async function mount(...elements: HTMLElement[]) {
  document.body.append(...elements);
  runtime = createIslandRuntime({ root: document, vitrina, widgets: [...signInWidgets] });
  await act(() => runtime!.start());
}

export async function logIn(email = sampleUser().email, password = PASSWORD) {
  fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Пароль/), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
  });
}
