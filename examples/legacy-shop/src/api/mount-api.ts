import { endpoints, toLang, type EndpointDefinition, type EndpointName, type Lang } from '@vitrina/core';
import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { bearerToken, userByToken } from '../auth/tokens';
import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { ApiError, badRequest, unauthorized } from '../http/api-error';
import { coerceQuery } from '../http/coerce-query';
import { readJsonBody } from '../http/read-json-body';
import type { ShopSettings } from '../settings';
import { runApiHandler, type AnyApiHandler, type ApiHandlers, type HandlerContext } from './handler';
import { answerOnce, idempotencyKey, idempotencyScope, replayAnswer } from './idempotency';
import { parseInput } from './parse-input';
import { routePath } from './route-path';
import { inWriteTransaction } from './write-transaction';

export interface MountApiOptions {
  readonly db: Db;
  readonly settings: ShopSettings;
  readonly handlers: Partial<ApiHandlers>;
  readonly log?: (message: string, detail?: unknown) => void;
}

/**
 * Serves every endpoint of the core's registry from its handler. The registry is the contract:
 * requests are validated with its request schemas and answers with its response schemas, so the
 * SDK and this server cannot drift apart silently.
 */
export function mountApi(app: Hono, options: MountApiOptions): void {
  const { db, settings, handlers } = options;
  const log = options.log ?? ((message, detail) => console.error(message, detail ?? ''));

  for (const [name, definition] of Object.entries(endpoints) as [EndpointName, EndpointDefinition<unknown, unknown>][]) {
    const handler = handlers[name] as AnyApiHandler<EndpointName> | undefined;
    app.on(definition.method, routePath(definition), async (c) => {
      const token = bearerToken(c.req.header('authorization'));
      const user = token ? userByToken(db, token) : undefined;
      // The login check answers a missing or revoked token itself, with { success: false }.
      if (definition.auth === true && !user && name !== 'me') throw unauthorized();
      if (!handler) throw new ApiError(501, 'errors.generic', `${name} is not implemented`);
      const key = definition.method === 'GET' ? undefined : idempotencyKey(c.req.header('idempotency-key'));
      if (definition.idempotency === 'required' && key === undefined) {
        throw badRequest(`${name} is only accepted with an Idempotency-Key`, { 'Idempotency-Key': 'validation.required' });
      }

      const raw = definition.method === 'GET' ? coerceQuery(definition.request, c.req.query()) : await readJsonBody(c);
      const input = parseInput(name, definition, raw);
      const { __id: id, ...params } = c.req.param() as Record<string, string>;
      const context: HandlerContext<unknown> = {
        db,
        settings,
        input,
        id,
        params,
        user,
        token,
        lang: requestLang(c, input, user),
        ip: clientAddress(c),
        now: new Date(),
      };

      const answer = (run: () => unknown) => checkedAnswer(name, definition, run(), log);
      if (definition.method === 'GET') return c.json((await runApiHandler(handler as never, context, answer)) as object);

      const call = key ? { key, scope: idempotencyScope(name, user, params, input, context.ip) } : undefined;
      // A repeat of an answered call is answered before a prepared handler's slow part runs again.
      const replay = call ? replayAnswer(db, call.key, call.scope) : undefined;
      if (replay !== undefined) return c.json(replay as object);
      const body = await runApiHandler(handler as never, context, (run) => inWriteTransaction(db, () => answerOnce(db, call, context.now, () => answer(run))));
      return c.json(body as object);
    });
  }
}

/** An answer that breaks the contract is a server bug: refuse to send it rather than mislead the SDK. */
function checkedAnswer(
  name: string,
  definition: EndpointDefinition<unknown, unknown>,
  answer: unknown,
  log: (message: string, detail?: unknown) => void,
): unknown {
  const parsed = definition.response.safeParse(answer);
  if (parsed.success) return answer;
  log(`${name}: answer does not match the response schema`, parsed.error.issues.slice(0, 5));
  throw new ApiError(500, 'errors.generic', `${name} produced an invalid answer`);
}

function requestLang(c: Context, input: unknown, user: UserRow | undefined): Lang {
  const fields = (input ?? {}) as { lang?: unknown; locale?: unknown };
  const explicit = fields.lang ?? fields.locale;
  if (typeof explicit === 'string') return toLang(explicit);
  if (user) return toLang(user.lang);
  return toLang(c.req.header('accept-language')?.split(',')[0]);
}

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
