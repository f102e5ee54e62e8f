import type { ZodMiniType } from 'zod/mini';

/** Which base URL and which credentials a call uses (docs/README.md#calls-to-the-shops-api). */
export type ApiName = 'profile' | 'shop' | 'cart';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One named call of the shop's HTTP API. `path` is relative to the API's base URL and may hold
 * `{param}` placeholders, filled from the call's path params. For GET, an `id` given to the call is
 * appended to the path as its last segment; other methods send `body` as JSON.
 */
export interface EndpointDefinition<Req = unknown, Res = unknown> {
  readonly name: string;
  readonly api: ApiName;
  readonly method: HttpMethod;
  readonly path: string;
  /** Schema of the JSON body (non-GET) or of the query parameters (GET). */
  readonly request?: ZodMiniType<Req>;
  /** Schema of a successful JSON response. */
  readonly response: ZodMiniType<Res>;
  /**
   * `true`: the call needs the shopper's bearer token (user-owned resources). `'optional'`: the
   * token goes along when there is one, because the answer depends on who asks (a user's cart,
   * corporate prices) — guests may call it too. The profile API and the cart API are always at
   * least 'optional'.
   */
  readonly auth?: boolean | 'optional';
  /** GET only: the call takes an id, appended as the last path segment; names what it is. */
  readonly idParam?: string;
  /**
   * 'required': the call changes something that must happen once (an order), so it is only sent
   * with an Idempotency-Key; the server refuses it without one (400) and answers a repeat with the
   * first answer.
   */
  readonly idempotency?: 'required';
}

export function defineEndpoint<Req, Res>(definition: EndpointDefinition<Req, Res>): EndpointDefinition<Req, Res> {
  return definition;
}
