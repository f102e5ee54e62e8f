/**
 * Answers the SDK's API calls of a guest on a category page with valid JSON of the core's schemas
 * (packages/core/src/api/endpoints.ts): the shop's general data that restoring the session reads,
 * the cart calls of adding a product, and a 404 error body
 * for anything else, which is recorded so the benchmark can show it.
 */
export async function mockApi(page) {
  const carts = new Map();
  const unexpected = [];
  let nextCart = 1;
  const cartBody = (id) => ({
    success: true,
    data: {
      cart_id: id,
      suppliers: [{ id: 1, products: [...carts.get(id)].map((productId) => ({ id: productId, choosed_quantity: 1 })) }],
      cart_count: carts.get(id).size,
      total: carts.get(id).size * 9999,
      promocode: null,
      bonuses: 0,
    },
  });
  const json = (route, status, body) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

  await page.route('**/api/**', (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(/^\/api\/shop\//, '');
    const body = request.postDataJSON?.() ?? null;
    if (request.method() === 'GET' && path === 'general') {
      const languages = [
        { code: 'uk', label: 'Українська' },
        { code: 'ru', label: 'Русский' },
      ];
      return json(route, 200, { success: true, data: { languages, support_phone: '+380 44 000 00 00', free_delivery_from: 2000 } });
    }
    if (request.method() === 'POST' && path === 'cart/create') {
      const id = `bench-cart-${nextCart++}`;
      carts.set(id, new Set([body.product_id]));
      return json(route, 200, cartBody(id));
    }
    let match = path.match(/^cart\/update\/(.+)$/);
    if (request.method() === 'POST' && match && carts.has(match[1])) {
      carts.get(match[1]).add(body.product_id);
      return json(route, 200, cartBody(match[1]));
    }
    match = path.match(/^cart\/(.+)$/);
    if (request.method() === 'GET' && match && carts.has(match[1])) return json(route, 200, cartBody(match[1]));
    unexpected.push(`${request.method()} ${new URL(request.url()).pathname}`);
    return json(route, 404, { error: { code: 'errors.nothing_found', message: 'Not found' } });
  });
  return { unexpected };
}
