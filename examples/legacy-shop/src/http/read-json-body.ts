import type { Context } from 'hono';
import { badRequest } from './api-error';

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads a request's JSON body (its size already capped by the app's limitBodySize): parse errors
 * as 400, prototype keys dropped.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const buffer = await c.req.arrayBuffer();
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
