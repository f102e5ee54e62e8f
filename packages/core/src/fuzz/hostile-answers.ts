import fc from 'fast-check';

/** One answer a hostile or broken server may give, and how it is delivered. */
export type HostileAnswer =
  | { readonly kind: 'json'; readonly status: number; readonly text: string }
  | { readonly kind: 'text'; readonly status: number; readonly contentType: string; readonly text: string }
  /** The body stops half-way: the connection is cut. */
  | { readonly kind: 'cut'; readonly status: number; readonly text: string }
  /** The headers come, the body never ends: the client's time-out must end it. */
  | { readonly kind: 'stall'; readonly status: number };

const MARKUP = [
  '<img src=x onerror=alert(1)>',
  '<script>globalThis.__hacked = true</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">x</a>',
  '\u202Egnp.exe',
  '\u0000\u0007\u001b[31m',
  '{{constructor.constructor("alert(1)")()}}',
];

const hostileString = fc.oneof(fc.constantFrom(...MARKUP), fc.string({ unit: 'binary', maxLength: 40 }), fc.constant('x'.repeat(100_000)));
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** JSON values with markup, odd numbers, prototype keys and wrong types where fields should be. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.constantFrom('data', 'success', 'id', 'title', 'products', 'cart_id', 'token', 'error', 'price'), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** Shapes near what the shop sends: the envelope with hostile data, or an error body that lies. */
const nearEnvelope = fc.oneof(
  hostileValue.map((data) => ({ success: true, data })),
  hostileValue.map((data) => ({ success: false, data })),
  fc.record({ error: fc.record({ code: hostileString, message: hostileString, fields: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) }) }),
  fc.nat({ max: 3 }).map((power) => ({ success: true, data: Array.from({ length: 10 ** (power + 2) }, (_, index) => ({ id: index, title: MARKUP[index % MARKUP.length] })) })),
  fc.nat({ max: 2 }).map((extra) => {
    // 2000 to 4000 levels deep.
    let deep: unknown = { id: 1 };
    for (let level = 0; level < 2000 + extra * 1000; level += 1) deep = { data: deep };
    return deep;
  }),
);

/** JSON text with a prototype key: `JSON.parse` makes it an own property, a careless merge would not. */
const prototypeText = fc.constantFrom(
  '{"success":true,"data":{"__proto__":{"polluted":true},"id":1}}',
  '{"__proto__":{"polluted":true},"success":true,"data":[]}',
  '{"success":true,"data":{"constructor":{"prototype":{"polluted":true}}}}',
  '{"success":true,"data":{"cart_id":"x","suppliers":[{"products":[{"__proto__":{"polluted":true},"id":1}]}]}}',
);

const status = fc.constantFrom(200, 200, 200, 201, 204, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503);

export const hostileAnswer: fc.Arbitrary<HostileAnswer> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('json' as const), status, text: fc.oneof(nearEnvelope, hostileValue).map((value) => JSON.stringify(value) ?? 'null') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('json' as const), status, text: prototypeText }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      status,
      contentType: fc.constantFrom('text/html', 'application/json', 'text/plain', 'application/octet-stream'),
      text: fc.constantFrom('<!doctype html><h1>502 Bad Gateway</h1><script>alert(1)</script>', '', 'undefined', '{"success":tru', '\uFEFF{"success":true}', 'NaN'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cut' as const), status: fc.constant(200), text: fc.constantFrom('{"success":true,"data":{"id":1,"title":"<img', '[{"id":1},{"id"') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('stall' as const), status: fc.constant(200) }) },
);

/** A fetch that gives every request the same hostile answer; the request's signal still aborts a stalled body. */
export function fetchAnswering(answer: HostileAnswer): typeof globalThis.fetch {
  return async (input, init) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const headers = { 'content-type': answer.kind === 'text' ? answer.contentType : 'application/json' };
    if (answer.kind === 'stall' || answer.kind === 'cut') {
      const bytes = new TextEncoder().encode(answer.kind === 'cut' ? answer.text : '{"success":true,');
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          if (answer.kind === 'cut') controller.error(new TypeError('terminated: the connection was cut'));
          signal?.addEventListener('abort', () => controller.error(signal.reason), { once: true });
        },
      });
      return new Response(body, { status: answer.status, headers });
    }
    const noBody = answer.status === 204;
    return new Response(noBody ? null : answer.text, { status: answer.status, headers });
  };
}
