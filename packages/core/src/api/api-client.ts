import * as z from 'zod/mini';
import { ConfigError, SchemaError, UnknownEndpointError, toSchemaIssues, type VitrinaError } from '../errors';
import { loadOnce } from '../load-once';
import { CHUNK_LOAD_TIMEOUT_MS } from '../rules/constants';
import { basicAuthHeader, type BasicAuthCredentials } from './basic-auth-header';
import { buildPath, type PathParams } from './build-path';
import type { EndpointDefinition } from './endpoint';
import { mapError } from './map-error';
import { parseJsonResponse } from './parse-json-response';
import { toSearchParams } from './to-search-params';

/** Named endpoints; the key is the name `call` takes. */
export type EndpointRegistry = Readonly<Record<string, EndpointDefinition<unknown, unknown>>>;

export type RequestOf<E> = E extends EndpointDefinition<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends EndpointDefinition<unknown, infer Res> ? Res : never;

export interface CallInput<Req = unknown> {
  /** GET only: appended to the path as its last segment, URL-encoded. */
  readonly id?: string | number;
  /** Values of the path's `{param}` placeholders, URL-encoded. */
  readonly params?: PathParams;
  /** GET only: the query, checked against the endpoint's request schema. */
  readonly query?: Req;
  /** Not for GET: the JSON body, checked against the endpoint's request schema before anything is sent. */
  readonly body?: Req;
  /** Makes a POST/PUT/DELETE retryable; sent as `Idempotency-Key`, the same on every attempt. */
  readonly idempotencyKey?: string;
  /** Aborting rejects the call with the signal's reason (an `AbortError`); `onError` is not called. */
  readonly signal?: AbortSignal;
  /** Overrides the client's per-attempt time-out. */
  readonly timeoutMs?: number;
  /** Sends this bearer token instead of the shopper's (e.g. to validate a stored account's token). */
  readonly token?: string;
}

export interface ApiClient<E extends EndpointRegistry> {
  call<K extends keyof E & string>(name: K, input?: CallInput<RequestOf<E[K]>>): Promise<ResponseOf<E[K]>>;
}

export interface ApiClientOptions<E extends EndpointRegistry, M extends EndpointRegistry = Record<never, never>> {
  readonly endpoints: E;
  /**
   * More endpoints, loaded on the first call to a name `endpoints` lacks (a dynamic import, so
   * calls a page rarely makes stay out of its bundle). A failed load fails that call as a
   * NetworkError; the next such call tries again.
   */
  readonly loadEndpoints?: () => Promise<M>;
  /** The cart API defaults to the shop API's base. */
  readonly baseUrls: { readonly profile: string; readonly shop: string; readonly cart?: string };
  /** Sent as Basic auth to the shop and cart APIs, in the environments that need it. */
  readonly shopBasicAuth?: BasicAuthCredentials;
  /** Read on every call (never cached) for the profile API and for endpoints with `auth: true`. */
  readonly getToken: () => string | undefined;
  /** Per-attempt time-out; default 10 000 ms. */
  readonly timeoutMs?: number;
  /** Retries after the first attempt; default 2. */
  readonly retryLimit?: number;
  /** Wait before retry number `retry` (1-based); default 300 ms doubling, at most 3 s. */
  readonly retryDelayMs?: (retry: number) => number;
  readonly fetch?: typeof globalThis.fetch;
  /** Called once per failed call, after retries, with the error the call rejects with. */
  readonly onError?: (error: VitrinaError) => void;
  /** Sent as `Accept-Language` when it returns a non-empty value. */
  readonly lang?: () => string;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_LIMIT = 2;
const defaultRetryDelayMs = (retry: number): number => Math.min(300 * 2 ** (retry - 1), 3_000);
// 501 and 505 are not transient, and 413 would only fail again.
const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504];

/**
 * The HTTP client of the shop's three APIs (docs/README.md#calls-to-the-shops-api): one ky instance per API, calls by endpoint
 * name, every request body and response checked against the endpoint's zod schemas, and every
 * failure turned into one of the SDK's errors and reported to `onError` exactly once.
 *
 * A non-2xx answer is an HttpError, a 401 included (its default `messageKey` is
 * 'errors.login_error'; the auth service decides what a 401 means for the session).
 * Only GETs are retried, on network errors and 408/429/500/502/503/504, unless a call carries an
 * idempotency key. Time-outs are not retried.
 */
export function createApiClient<E extends EndpointRegistry, M extends EndpointRegistry = Record<never, never>>(
  options: ApiClientOptions<E, M>,
): ApiClient<E & M> {
  const { endpoints, loadEndpoints, getToken, onError, lang } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryLimit = options.retryLimit ?? DEFAULT_RETRY_LIMIT;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  checkOptions(options, timeoutMs, retryLimit);

  const basicAuth = options.shopBasicAuth ? basicAuthHeader(options.shopBasicAuth) : undefined;
  const baseUrls = { ...options.baseUrls, cart: options.baseUrls.cart ?? options.baseUrls.shop };
  // ky is imported on the first call (ky-instances.ts); a failed download fails that call as a
  // NetworkError, and the next call tries again.
  const loadTransport = loadOnce(async () => {
    const { createKyInstances, retryAfterRules } = await import('./ky-instances');
    return { instances: createKyInstances({ baseUrls, basicAuth, fetch: options.fetch }), retryAfterRules };
  }, CHUNK_LOAD_TIMEOUT_MS);

  const loadMore: () => Promise<EndpointRegistry> = loadEndpoints ? loadOnce(loadEndpoints, CHUNK_LOAD_TIMEOUT_MS) : () => Promise.resolve({});

  async function findMore(name: string): Promise<EndpointDefinition<unknown, unknown>> {
    const more = await loadMore();
    if (Object.hasOwn(more, name)) return more[name] as EndpointDefinition<unknown, unknown>;
    throw new UnknownEndpointError(name);
  }

  async function send(name: string, input: CallInput): Promise<unknown> {
    const endpoint = Object.hasOwn(endpoints, name) ? (endpoints[name] as EndpointDefinition<unknown, unknown>) : await findMore(name);

    const isGet = endpoint.method === 'GET';
    if (isGet && input.body !== undefined) throw new ConfigError(`${name}: GET sends no body; use query`);
    if (!isGet && input.query !== undefined) throw new ConfigError(`${name}: only GET takes a query`);
    if (input.idempotencyKey === '' || (endpoint.idempotency && input.idempotencyKey === undefined)) {
      throw new ConfigError(`${name}: no idempotency key (empty, or missing where the call requires one)`);
    }

    const path = buildPath(name, endpoint.method, endpoint.path, input);
    const payload = checkRequest(name, endpoint, isGet ? input.query : input.body);

    const headers: Record<string, string> = {};
    // Bearer wins over the shop's Basic auth: a user-owned resource has to know whose it is.
    const sendsToken = endpoint.api === 'profile' || endpoint.api === 'cart' || endpoint.auth !== undefined && endpoint.auth !== false;
    // A token given to the call always goes; the shopper's only where the call may use it.
    const token = input.token ?? (sendsToken ? getToken() : undefined);
    if (token) headers.authorization = `Bearer ${token}`;
    const language = lang?.();
    if (language) headers['accept-language'] = language;
    if (input.idempotencyKey !== undefined) headers['idempotency-key'] = input.idempotencyKey;

    const { instances, retryAfterRules } = await loadTransport();
    const text = await instances[endpoint.api](path, {
      method: endpoint.method,
      headers,
      json: isGet ? undefined : payload,
      searchParams: isGet ? toSearchParams(name, payload) : undefined,
      signal: input.signal,
      timeout: input.timeoutMs ?? timeoutMs,
      retry: {
        limit: retryLimit,
        methods: input.idempotencyKey === undefined ? ['get'] : ['get', 'post', 'put', 'delete'],
        statusCodes: RETRY_STATUS_CODES,
        ...retryAfterRules,
        retryOnTimeout: false,
        delay: retryDelayMs,
      },
    }).text();

    return parseJsonResponse(name, endpoint.response, text);
  }

  function report(error: VitrinaError): void {
    try {
      onError?.(error);
    } catch {
      // A failing hook must not replace the call's own error.
    }
  }

  return {
    async call(name, input = {}) {
      try {
        return (await send(name, input)) as never;
      } catch (error) {
        // Cancelling is the caller's decision, not a failure: rethrow the signal's reason as fetch does.
        if (input.signal?.aborted) throw input.signal.reason;
        const mapped = mapError(name, error);
        report(mapped);
        throw mapped;
      }
    },
  };
}

function checkRequest(name: string, endpoint: EndpointDefinition<unknown, unknown>, value: unknown): unknown {
  if (!endpoint.request) return value;
  const result = z.safeParse(endpoint.request, value);
  if (!result.success) throw new SchemaError(`${name} request`, toSchemaIssues(result.error.issues));
  return result.data;
}

function checkOptions(options: ApiClientOptions<EndpointRegistry, EndpointRegistry>, timeoutMs: number, retryLimit: number): void {
  const { profile, shop, cart } = options.baseUrls;
  if (!profile || !shop || cart === '') throw new ConfigError('API client: every base URL must be a non-empty string');
  if (!(timeoutMs > 0) || !Number.isFinite(timeoutMs)) throw new ConfigError('API client: timeoutMs must be a positive number');
  if (!Number.isInteger(retryLimit) || retryLimit < 0) throw new ConfigError('API client: retryLimit must be a whole number ≥ 0');
}
