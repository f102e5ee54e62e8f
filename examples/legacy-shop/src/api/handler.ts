import type { EndpointName, endpoints, Lang, RequestOf, ResponseOf } from '@vitrina/core';
import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import type { ShopSettings } from '../settings';

export interface HandlerContext<Req> {
  readonly db: Db;
  readonly settings: ShopSettings;
  /** The validated JSON body (POST/PUT/DELETE) or query (GET); undefined when the call takes none. */
  readonly input: Req;
  /** GET calls with an `idParam`: the id appended to the path. */
  readonly id: string | undefined;
  /** Values of the path's `{param}` placeholders. */
  readonly params: Readonly<Record<string, string>>;
  /** The user of a valid bearer token; always set for endpoints marked `auth`. */
  readonly user: UserRow | undefined;
  /** The bearer token itself (logout revokes it). */
  readonly token: string | undefined;
  /** The request's language: an explicit lang/locale field, else the user's, else Accept-Language, else uk. */
  readonly lang: Lang;
  /** The client's address, for throttling. */
  readonly ip: string;
  readonly now: Date;
}

type Registry = typeof endpoints;

/**
 * Serves one named call of the registry. Handlers are synchronous: the router runs each write
 * call in one transaction, so a failure leaves nothing half-written. Throw ApiError for 4xx.
 */
export type ApiHandler<K extends EndpointName> = (context: HandlerContext<RequestOf<Registry[K]>>) => ResponseOf<Registry[K]>;

export type ApiHandlers = { readonly [K in EndpointName]: ApiHandler<K> };
