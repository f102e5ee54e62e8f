import { HttpError } from '../../errors';

/** The server refused the call's bearer token (missing, wrong or revoked). */
export function isUnauthorized(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status === 401;
}
