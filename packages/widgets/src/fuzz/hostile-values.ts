import fc from 'fast-check';

/** What a payload that ran would do: set this global, or call alert (which the page under test counts). */
export const CANARY = '__vitrinaFuzzCanary';

const run = `window.${CANARY}=1`;

/** Markup and script addresses a careless widget would turn into running script. */
export const SCRIPT_PAYLOADS = [
  `<img src=x onerror="${run}">`,
  `<script>${run}</script>`,
  `"><svg onload=${run}>`,
  `'><iframe src="javascript:${run}"></iframe>`,
  `javascript:${run}`,
  ` JaVaScRiPt:${run}`,
  `java\tscript:${run}`,
  `data:text/html,<script>${run}</script>`,
  `data:text/javascript,${run}`,
  `vbscript:msgbox(1)`,
  `<a href="javascript:${run}">x</a>`,
  `<b>bold</b>`,
  `<details open ontoggle=${run}>`,
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '<img src=x onerror=alert(1)>',
] as const;

/** Keys that reach an object's prototype when merged carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Unicode a template or a log may choke on: controls, bidi overrides, NUL, lone surrogates, joiners. */
const UNICODE_TROUBLE = ['\u0000', '\u0007\u001b[31m', '\u202Egnp.exe', '\u2066x\u2069', '\uD800', '\uDFFF', 'a\u200Db', '\uFEFF', '\r\n', '\u2028\u2029', 'é', 'Ω'.repeat(3)];

const NUMBER_TEXT = ['NaN', 'Infinity', '-Infinity', '-0', '1e308', '1e309', '-1', '0', '0.5', '9007199254740993', '0x10', '1_000', ' 7 ', '07', '+5', '1e3', ''];

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, -1, 0),
  fc.integer(),
  fc.double(),
);

/** A string an attribute or a JSON field may hold: markup, script addresses, odd unicode, number-like text, huge text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SCRIPT_PAYLOADS) },
  { weight: 2, arbitrary: fc.constantFrom(...UNICODE_TROUBLE) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBER_TEXT) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.nat({ max: 2 }).map((power) => 'x'.repeat(10 ** (power + 3))) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...SCRIPT_PAYLOADS), fc.constantFrom(...UNICODE_TROUBLE)).map(([markup, trouble]) => markup + trouble) },
);

/** A value nested `depth` objects deep (or arrays, alternating). */
export function deepValue(depth: number): unknown {
  let value: unknown = { id: 1 };
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { data: value } : [value];
  return value;
}

/** Any JSON value, hostile in its strings, numbers, keys and shape. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom('id', 'title', 'name', 'price', 'page', 'filters'), hostileString), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/**
 * JSON text for any slot that holds JSON: hostile values, prototype keys as own keys (which only
 * `JSON.parse` gives, never an object literal), very deep or very long values, and text that is not JSON.
 */
export function hostileJsonText(near: fc.Arbitrary<unknown> = fc.constant({})): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileJsonValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 3, arbitrary: fc.tuple(near, fc.constantFrom(...PROTOTYPE_KEYS), hostileJsonValue).map(([value, key, extra]) => withOwnKey(value, key, extra)) },
    { weight: 2, arbitrary: fc.tuple(near, hostileString).map(([value, text]) => JSON.stringify(replaceStrings(value, text))) },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 4000 }).map((depth) => JSON.stringify(deepValue(depth))) },
    { weight: 1, arbitrary: fc.nat({ max: 2 }).map((power) => JSON.stringify(Array.from({ length: 10 ** (power + 2) }, (_, index) => ({ id: index + 1, title: SCRIPT_PAYLOADS[index % SCRIPT_PAYLOADS.length] })))) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"id":1', 'undefined', 'NaN', "{'id':1}", '[1,]', '\uFEFF{}', '{"id":1}{"id":2}', '<script>alert(1)</script>', '{"id":1,"id":"<b>x</b>"}') },
  );
}

/** The JSON of `value` with `key` written as an own key holding `extra` (a prototype key in the text). */
export function withOwnKey(value: unknown, key: string, extra: unknown): string {
  const body = JSON.stringify(value);
  const inner = `${JSON.stringify(key)}:${JSON.stringify(extra ?? { polluted: true }) ?? '{"polluted":true}'}`;
  if (body?.startsWith('{') && body !== '{}') return `{${inner},${body.slice(1)}`;
  if (body === '{}') return `{${inner}}`;
  return `{${inner},"value":${body ?? 'null'}}`;
}

/** `value` with every string in it replaced by `text`. */
export function replaceStrings(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, text));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceStrings(item, text)]));
  return value;
}
