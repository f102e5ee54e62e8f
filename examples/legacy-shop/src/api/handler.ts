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
 * call in one transaction, so a failure leaves nothing half-written. Throw ApiError for 4xx. A call
 * that must wait for something slow is a PreparedApiHandler instead.
 */
export type ApiHandler<K extends EndpointName> = (context: HandlerContext<RequestOf<Registry[K]>>) => ResponseOf<Registry[K]>;

/**
 * A call with slow work that must not hold the write lock — hashing a password. `prepare` runs
 * first, outside the call's transaction (in short transactions of its own if it must write), and
 * may await; `commit` then runs in the call's one transaction with what `prepare` found, and must
 * check again whatever could have changed in between.
 */
export interface PreparedApiHandler<K extends EndpointName, Prepared> {
  readonly prepare: (context: HandlerContext<RequestOf<Registry[K]>>) => Promise<Prepared>;
  readonly commit: (context: HandlerContext<RequestOf<Registry[K]>>, prepared: Prepared) => ResponseOf<Registry[K]>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each prepared handler names its own Prepared
export type AnyApiHandler<K extends EndpointName> = ApiHandler<K> | PreparedApiHandler<K, any>;

export type ApiHandlers = { readonly [K in EndpointName]: AnyApiHandler<K> };

/** Runs a handler of either kind: `transaction` wraps the synchronous part. */
export async function runApiHandler<Req, Res>(
  handler: ((context: HandlerContext<Req>) => Res) | { prepare: (context: HandlerContext<Req>) => Promise<unknown>; commit: (context: HandlerContext<Req>, prepared: never) => Res },
  context: HandlerContext<Req>,
  transaction: (run: () => Res) => Res,
): Promise<Res> {
  if (typeof handler === 'function') return transaction(() => handler(context));
  const prepared = await handler.prepare(context);
  return transaction(() => handler.commit(context, prepared as never));
}
