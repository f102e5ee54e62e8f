import fc from 'fast-check';
import * as z from 'zod/mini';
import { endpoints, type EndpointName } from '../../../core/src/api/endpoints';
import { endpointSamples } from '../../../core/src/api/test-endpoint-samples';
import { fetchAnswering, hostileAnswer, type HostileAnswer } from '../../../core/src/fuzz/hostile-answers';
import { SCRIPT_PAYLOADS } from './hostile-values';

export type { HostileAnswer };

/** Each call's path as a pattern for the end of a request's path; the longest first, so `me/favorites` is not taken for `me`. */
const PATTERNS = Object.values(endpoints)
  .map((endpoint) => {
    const path = endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
    const id = endpoint.method === 'GET' && 'idParam' in endpoint && endpoint.idParam ? '(?:/[^/]+)?' : '';
    return { name: endpoint.name as EndpointName, method: endpoint.method, pattern: new RegExp(`/${path}${id}$`), length: endpoint.path.length };
  })
  .sort((a, b) => b.length - a.length);

/** Which of the SDK's calls a request is, by its method and the end of its path. */
export function endpointOf(request: Request): EndpointName | undefined {
  const { pathname } = new URL(request.url);
  return PATTERNS.find(({ method, pattern }) => method === request.method && pattern.test(pathname))?.name;
}

/** The fields a widget shows as text: markup in them must stay text. */
const SHOWN = new Set(['title', 'name', 'brand', 'description', 'message', 'first_name', 'last_name', 'address', 'street', 'city', 'normal', 'region', 'slug', 'image', 'url', 'payment_url']);

function withMarkup(value: unknown, payload: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withMarkup(item, payload));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeof item === 'string' && SHOWN.has(key) ? payload : withMarkup(item, payload)]));
}

/** A well-formed answer of one of `names` with markup and script addresses in every field a widget shows. */
const markupAnswer = (names: readonly EndpointName[]): fc.Arbitrary<HostileAnswer> =>
  fc.tuple(fc.constantFrom(...names), fc.constantFrom(...SCRIPT_PAYLOADS)).map(([name, payload]) => ({
    kind: 'json' as const,
    status: 200,
    text: JSON.stringify(withMarkup(endpointSamples[name].response, payload)),
  }));

/** The core's hostile answers (wrong shapes, huge and deep values, cut and stalled bodies, odd statuses), or markup in a well-formed answer. */
export const hostileAnswerOf = (names: readonly EndpointName[]): fc.Arbitrary<HostileAnswer> =>
  fc.oneof({ weight: 3, arbitrary: hostileAnswer }, { weight: 2, arbitrary: markupAnswer(names) });

/** Answers a request with `answer` as the core's fuzz delivers it (a stalled body ends when the SDK's time-out aborts it). */
export const deliver = (answer: HostileAnswer, request: Request): Promise<Response> => fetchAnswering(answer)(request);

/**
 * Whether the SDK must refuse `answer` to the call `name`: a body cut or stalled, a status other than
 * 2xx, or a body that is not the call's answer as its schema defines it.
 */
export function mustRefuse(answer: HostileAnswer, name: EndpointName): boolean {
  if (answer.kind === 'cut' || answer.kind === 'stall' || answer.status < 200 || answer.status > 299) return true;
  try {
    return !z.safeParse(endpoints[name].response as z.ZodMiniType, JSON.parse(answer.text.replace(/^\uFEFF/, ''))).success;
  } catch {
    return true;
  }
}
