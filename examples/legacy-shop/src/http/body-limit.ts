import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error';

/** Largest request body the shop reads (JSON or a form); anything bigger is refused with 413. */
export const MAX_BODY_BYTES = 64 * 1024;

function tooLarge(): ApiError {
  return new ApiError(413, 'validation.too_long', `The body is larger than ${MAX_BODY_BYTES} bytes`);
}

/**
 * Refuses a body over MAX_BODY_BYTES before any route reads it: by its Content-Length, or, sent
 * chunked without one, as soon as what has arrived passes the cap (the rest is never read).
 */
export const limitBodySize = () =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });
