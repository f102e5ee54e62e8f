import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { badRequest } from '../http/api-error';

/** What a key may be: the SDK sends random UUIDs; anything else is bounded so it is cheap to store. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** The request's Idempotency-Key, if it sent one; a key of another form is refused with 400. */
export function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY_PATTERN.test(header)) {
    throw badRequest('The Idempotency-Key must be 8 to 128 letters, digits, - or _', { 'Idempotency-Key': 'validation.invalid' });
  }
  return header;
}

/**
 * What one Idempotency-Key covers: the endpoint and the owner — a user, or a guest by the cart id
 * they hold and their address — so a key replayed by someone else returns nothing of theirs (a
 * guest's new cart id above all).
 */
export function idempotencyScope(
  endpoint: string,
  user: UserRow | undefined,
  params: Readonly<Record<string, string>>,
  input: unknown,
  ip: string,
): string {
  const cartId = params.cartId ?? (input as { cart_id?: unknown } | undefined)?.cart_id;
  const owner = user ? `user:${user.id}` : `guest:${typeof cartId === 'string' ? cartId : '-'}:${ip}`;
  return `${endpoint}|${owner}`;
}

export function replayAnswer(db: Db, key: string, scope: string): unknown {
  const row = db.prepare('SELECT body FROM idempotency_keys WHERE key = ? AND scope = ?').get(key, scope) as
    | { body: string }
    | undefined;
  return row ? (JSON.parse(row.body) as unknown) : undefined;
}

export function recordAnswer(db: Db, key: string, scope: string, body: unknown, now: Date): void {
  db.prepare('INSERT INTO idempotency_keys (key, scope, status, body, created_at) VALUES (?, ?, 200, ?, ?)').run(
    key,
    scope,
    JSON.stringify(body),
    now.toISOString(),
  );
}

/** A key and the scope it covers (idempotencyScope). */
export interface IdempotentCall {
  readonly key: string;
  readonly scope: string;
}

/**
 * Runs a mutation once per key and scope: a repeat gets the first answer back without running it
 * again. Call it inside the call's write transaction, so two requests with one key cannot both run.
 * Only an answer is recorded: a refused call may be tried again with the same key.
 */
export function answerOnce<T>(db: Db, call: IdempotentCall | undefined, now: Date, run: () => T): T {
  if (!call) return run();
  const replay = replayAnswer(db, call.key, call.scope);
  if (replay !== undefined) return replay as T;
  const answer = run();
  recordAnswer(db, call.key, call.scope, answer, now);
  return answer;
}
