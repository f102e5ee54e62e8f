import type { Context } from 'hono';
import { ApiError, badRequest } from './api-error';

/** Largest JSON body the API reads; anything bigger is refused before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Reads a request's JSON body: size-limited, parse errors as 400, prototype keys dropped. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength > MAX_BODY_BYTES) throw tooLarge();
  if (buffer.byteLength === 0) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw badRequest('The body is not valid UTF-8');
  }
  try {
    return JSON.parse(text, (key, value: unknown) => (UNSAFE_KEYS.has(key) ? undefined : value));
  } catch {
    throw badRequest('The body is not valid JSON');
  }
}

function tooLarge(): ApiError {
  return new ApiError(413, 'validation.too_long', `The body is larger than ${MAX_BODY_BYTES} bytes`);
}
