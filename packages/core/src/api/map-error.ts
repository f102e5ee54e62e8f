import type { HTTPError, NetworkError as KyNetworkError } from 'ky';
import { HttpError, NetworkError, TimeoutError, VitrinaError } from '../errors';
import { apiErrorBodySchema } from '../schemas/api-error';

/** The message key of a non-2xx answer whose body is not the API's error body. */
export function defaultMessageKey(status: number): string {
  // A 401 means the token is missing, wrong or revoked: the shopper has to log in (again).
  return status === 401 ? 'errors.login_error' : 'errors.generic';
}

/**
 * Turns whatever a ky call threw into the SDK's error for that endpoint. A 4xx/5xx becomes an
 * HttpError whose `messageKey` is the error body's `code` when the body is the API's error body.
 * Anything ky does not recognise (a fetch that threw something odd) counts as a network failure.
 */
export function mapError(endpoint: string, error: unknown): VitrinaError {
  if (error instanceof VitrinaError) return error;
  if (isHTTPError(error)) return toHttpError(endpoint, error);
  if (isTimeoutError(error)) return new TimeoutError(endpoint, error);
  if (isNetworkError(error)) return new NetworkError(endpoint, error.cause ?? error);
  return new NetworkError(endpoint, error);
}

// ky's own type guards would bring its client into the entry with them (api-client.ts imports ky on
// the first call); they check the class or, across realms, the name, which ky's errors set themselves.
const isNamed = (error: unknown, name: string): boolean => (error as { name?: unknown } | null | undefined)?.name === name;
const isHTTPError = (error: unknown): error is HTTPError => isNamed(error, 'HTTPError');
const isTimeoutError = (error: unknown): error is Error => isNamed(error, 'TimeoutError');
const isNetworkError = (error: unknown): error is KyNetworkError => isNamed(error, 'NetworkError');

function toHttpError(endpoint: string, error: HTTPError): HttpError {
  const { status } = error.response;
  const body = error.data;
  const parsed = apiErrorBodySchema.safeParse(typeof body === 'string' ? parseJsonOrUndefined(body) : body);
  const messageKey = parsed.success ? parsed.data.error.code : defaultMessageKey(status);
  return new HttpError(endpoint, status, body, { messageKey, cause: error });
}

// ky hands over the error body as text when the Content-Type is not JSON; servers often mislabel it.
function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
