import { vi } from 'vitest';
import type { GoogleAccountsId, GoogleIdConfiguration } from '../ui/sign-in/google/google-identity-types';

let scriptCount = 0;

/**
 * A fake Google Identity Services: the provider's script is caught as it is added to <head>, and
 * "loading" it puts a fake `google.accounts.id` on window. Each stub has an address of its own, so
 * no test shares a loaded script with another.
 */
export function stubGoogleProvider() {
  scriptCount += 1;
  const src = `/test/gsi-${scriptCount}.js`;
  const id = {
    initialize: vi.fn<(configuration: GoogleIdConfiguration) => void>(),
    prompt: vi.fn<GoogleAccountsId['prompt']>(),
    cancel: vi.fn<() => void>(),
    renderButton: vi.fn<GoogleAccountsId['renderButton']>(),
  };
  const scripts: HTMLScriptElement[] = [];
  const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      scripts.push(node);
      queueMicrotask(() => {
        (window as Window & { google?: unknown }).google = { accounts: { id } };
        node.dispatchEvent(new Event('load'));
      });
    }
  });
  return {
    src,
    id,
    /** The `<script>` elements the widgets added, with the address each asked for. */
    scripts,
    /** Google answers the prompt with `credential`. */
    answer(credential: string) {
      const configuration = id.initialize.mock.calls.at(-1)?.[0];
      if (!configuration) throw new Error('google.accounts.id.initialize was not called');
      configuration.callback({ credential });
    },
    restore() {
      append.mockRestore();
      delete (window as Window & { google?: unknown }).google;
    },
  };
}
