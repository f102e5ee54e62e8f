import { HttpError, NetworkError, SchemaError, TimeoutError } from '../../errors';

/**
 * Whether a failed cart call leaves the cart's real state unknown, so it has to be read again: the
 * request may have been applied before the answer got lost, timed out, failed on the server or came
 * back garbled — or the server no longer knows the cart (404) the client thought it had.
 */
export function needsResync(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError || error instanceof SchemaError) return true;
  return error instanceof HttpError && (error.status >= 500 || error.status === 404 || error.status === 408 || error.status === 429);
}
