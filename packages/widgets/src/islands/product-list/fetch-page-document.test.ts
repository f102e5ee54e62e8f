import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchPageDocument } from './fetch-page-document';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const address = new URL('/category/phones?page=2', location.href).href;
const page = '<!DOCTYPE html><html lang="ru"><head><title>Телефоны</title></head><body><main id="listing"><p>Телефоны</p><script>window.ran = true</script></main></body></html>';
const html = (body: string, init: ResponseInit = {}) => new HttpResponse(body, { ...init, headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers } });

describe('fetchPageDocument', () => {
  it('gives the page as an HTML document, its scripts not run', async () => {
    let accept: string | null = null;
    server.use(
      http.get(address, ({ request }) => {
        accept = request.headers.get('accept');
        return html(page);
      }),
    );
    const found = await fetchPageDocument(address);
    expect(accept).toBe('text/html');
    expect(found.documentElement.lang).toBe('ru');
    expect(found.title).toBe('Телефоны');
    expect(found.getElementById('listing')?.textContent).toContain('Телефоны');
    expect((window as Window & { ran?: boolean }).ran).toBeUndefined();
  });

  it.each([
    ['a status other than 2xx', () => html(page, { status: 502 }), /answered 502/],
    ['an answer that is not HTML', () => HttpResponse.json({ page: 1 }), /did not answer with HTML/],
  ])('rejects %s', async (_, answer, message) => {
    server.use(http.get(address, answer));
    await expect(fetchPageDocument(address)).rejects.toThrow(message);
  });

  it('rejects when the request fails', async () => {
    server.use(http.get(address, () => HttpResponse.error()));
    await expect(fetchPageDocument(address)).rejects.toThrow(/could not be fetched/);
  });

  it('rejects with the signal’s reason when it aborts, before or during the request', async () => {
    server.use(http.get(address, async () => (await delay(2000), html(page))));
    const reason = new Error('No answer in 10 ms');
    await expect(fetchPageDocument(address, AbortSignal.abort(reason))).rejects.toBe(reason);
    const controller = new AbortController();
    const pending = fetchPageDocument(address, controller.signal);
    setTimeout(() => controller.abort(reason), 10);
    await expect(pending).rejects.toBe(reason);
  });
});
