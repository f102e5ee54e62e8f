import type { Page, Request } from '@playwright/test';

/** Google's own address of its Identity Services script, which the widgets load for one-tap and the Google button. */
export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface GoogleStub {
  /** The requests for Google's script, in order. */
  readonly requests: Request[];
  /** When each of them was made (Date.now()). */
  readonly requestedAt: number[];
  /** The stub's calls (initialize, prompt, cancel) as the page made them. */
  calls(): Promise<string[]>;
  /** From now on, a prompt is answered with the credential (an account picked). */
  answerPrompts(): Promise<void>;
}

/**
 * Serves a stand-in for Google's script: `google.accounts.id` whose prompt, once `answerPrompts()`
 * was called (or `answer` is true from the start), answers with `credential` as Google would after
 * the shopper picked an account. The shop's development verifier accepts `dev:<id>:<email>`.
 */
export async function stubGoogle(page: Page, credential: string, { answer = false } = {}): Promise<GoogleStub> {
  const requests: Request[] = [];
  const requestedAt: number[] = [];
  const script = `(() => {
    const calls = (window.__googleStubCalls = []);
    let configuration;
    window.__googleStubAnswers = window.__googleStubAnswers || ${answer ? 'true' : 'false'};
    window.google = { accounts: { id: {
      initialize(given) { configuration = given; calls.push('initialize'); },
      prompt() {
        calls.push('prompt');
        if (window.__googleStubAnswers) setTimeout(() => configuration.callback({ credential: ${JSON.stringify(credential)}, select_by: 'user' }), 20);
      },
      renderButton() { calls.push('renderButton'); },
      cancel() { calls.push('cancel'); },
      disableAutoSelect() {},
    } } };
  })();`;
  await page.context().route(`${GOOGLE_SCRIPT}*`, async (route) => {
    requests.push(route.request());
    requestedAt.push(Date.now());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: script });
  });
  return {
    requests,
    requestedAt,
    calls: () => page.evaluate(() => (window as Window & { __googleStubCalls?: string[] }).__googleStubCalls ?? []),
    answerPrompts: () => page.evaluate(() => void ((window as Window & { __googleStubAnswers?: boolean }).__googleStubAnswers = true)),
  };
}
