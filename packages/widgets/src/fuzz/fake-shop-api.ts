import { fakeCartServer } from '../testing/test-cart-server';

/** The cart calls the fake cart server answers, wherever the page config puts the shop's API: the changes, and the read of its cart (a cart page reads it). */
const CART_CALL = /\/(cart\/(?:create|update\/[^/]*|change_quantity|add|[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}))$/;
/** A signed-in shopper's favourites and compare list changes. */
const LIST_CALL = /\/me\/(favorites|compares)$/;

export type Answerer = (request: Request) => Promise<Response> | Response | undefined;

/**
 * The shop's API for a fuzzed page, as the SDK's `fetch`: the guest cart (read, create, update,
 * change quantity) and a signed-in shopper's list changes wherever the config's API addresses point, `answer` first for whatever a case makes
 * hostile, and 404 for the rest. Records every request it is sent.
 */
export function fakeShopApi(answer: Answerer = () => undefined) {
  const cart = fakeCartServer();
  const requests: { method: string; path: string }[] = [];
  const lists = { favorites: new Set<number>(), compares: new Set<number>() };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    const { pathname } = new URL(request.url);
    requests.push({ method: request.method, path: pathname });
    const hostile = await answer(request.clone());
    if (hostile) return hostile;
    const listCall = LIST_CALL.exec(pathname);
    if (listCall && (request.method === 'POST' || request.method === 'DELETE')) {
      const list = lists[listCall[1] as 'favorites' | 'compares'];
      const { product_ids: ids } = (await request.json()) as { product_ids: number[] };
      for (const id of ids) if (request.method === 'POST') list.add(id); else list.delete(id);
      return Response.json({ success: true, data: { product_ids: [...list] } });
    }
    const call = CART_CALL.exec(pathname);
    if (call) {
      const body = request.method === 'POST' ? await request.text() : undefined;
      return cart.fetch(new URL(`/api/shop/${call[1]}`, location.href), { method: request.method, headers: request.headers, body, signal: request.signal });
    }
    return Response.json({ success: false, message: 'not here' }, { status: 404 });
  };
  /** The products the cart server was asked to add. */
  const added = () => cart.calls.filter(({ path }) => path === 'cart/create' || path.startsWith('cart/update/')).map(({ body }) => body.product_id);
  return { fetch, requests, added, cart };
}

export type FakeShopApi = ReturnType<typeof fakeShopApi>;
