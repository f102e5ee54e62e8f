import { isLang, ru, uk } from '@vitrina/core';
import { http, HttpResponse } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';

/**
 * The shop API every story starts with; a story adds or overrides handlers with `parameters.msw`
 * (see README.md). Paths are those of the SDK that preview.tsx creates: `/api/profile/…` and
 * `/api/shop/…` (packages/core/docs/api-contract.md).
 */
export const defaultHandlers = [
  // The server's translations. An empty dictionary is not a valid answer (the core rejects it and
  // polls again every second), so the mock answers with the bundled dictionaries: i18n.ready()
  // resolves at once and texts stay what the bundle says.
  http.get('/api/shop/translations/:lang', ({ params }) => {
    const { lang } = params;
    if (!isLang(lang)) return HttpResponse.json({ message: 'Unknown language' }, { status: 404 });
    return HttpResponse.json({ success: true, data: lang === 'ru' ? ru : uk });
  }),
];

/**
 * Starts MSW's service worker once for the whole Storybook, with `defaultHandlers` as its initial
 * handlers (they survive the reset between stories). What no handler answers and is an API call
 * gets a console warning naming it; Storybook's own files pass through silently.
 */
export async function startWorker(): Promise<SetupWorker> {
  const worker = setupWorker(...defaultHandlers);
  await worker.start({
    quiet: true,
    // Relative, so a static build works from any path it is served under.
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledFrame({ frame, defaults }) {
      if (frame.protocol !== 'http') return;
      const { request } = frame.data as { request: Request };
      if (new URL(request.url).pathname.startsWith('/api/')) defaults.warn();
    },
  });
  return worker;
}
