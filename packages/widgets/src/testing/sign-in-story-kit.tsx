import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';

/*
 * What the sign-in stories share. Stories only; the package's build never imports this file.
 */

/** The dialog's content as the modal host shows it, without the host's <dialog>. */
export const inDialog: Decorator = (Story) => (
  <div style={{ maxWidth: 420, padding: 16, border: '1px solid #d0d7de', borderRadius: 12 }}>
    <Story />
  </div>
);

/** The shop's settings with a Google client id: the Google button shows. */
export const googleConfigured = http.get('/api/shop/settings/socials', () =>
  HttpResponse.json({ success: true, data: [{ network: 'google', client_id: 'story-client-id' }] }),
);

/** The shop's settings without one (the example shop's default): no Google button. */
export const googleNotConfigured = http.get('/api/shop/settings/socials', () =>
  HttpResponse.json({ success: true, data: [{ network: 'google', client_id: null }] }),
);

/** Whatever else a story does not answer: the API's 404. Translations keep their default answer. */
export const nothingElse = http.all('/api/*', ({ request }) =>
  new URL(request.url).pathname.startsWith('/api/shop/translations/')
    ? undefined
    : HttpResponse.json({ error: { code: 'errors.nothing_found', message: 'Not in this story' } }, { status: 404 }),
);

export const apiError = (status: number, code: string) => HttpResponse.json({ error: { code, message: code } }, { status });
