import { createVitrina, type Vitrina } from '../create-vitrina';
import { createMemoryCookieDocument } from '../storage/cookie-jar';
import { createMemoryStore } from '../storage/memory-store';

/**
 * A fetch for hydration tests: answers with the JSON of the first route whose key the URL's path
 * contains, and 404 for the rest; every URL it is asked for is recorded, in order.
 */
export function scriptedFetch(routes: Readonly<Record<string, () => unknown>>) {
  const calls: string[] = [];
  const fetch = (input: RequestInfo | URL): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push(url);
    const path = new URL(url).pathname;
    const route = Object.entries(routes).find(([key]) => path.includes(key));
    if (!route) return Promise.resolve(Response.json({ error: { code: 'errors.nothing_found', message: 'none' } }, { status: 404 }));
    return Promise.resolve(Response.json(route[1]()));
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

/** An SDK instance over a scripted fetch, memory storage and memory cookies. */
export function scriptedShop(routes: Readonly<Record<string, () => unknown>>, cookies: Record<string, string> = {}) {
  const { calls, fetch } = scriptedFetch(routes);
  const vitrina: Vitrina = createVitrina({
    api: { profile: 'https://shop.test/api/profile/', shop: 'https://shop.test/api/shop/' },
    storage: createMemoryStore(),
    cookieDocument: createMemoryCookieDocument(cookies),
    retryLimit: 0,
    fetch,
    onError: () => {},
    analytics: () => {},
  });
  return { calls, services: vitrina.services, state: vitrina.state };
}
