import type { ApiErrorBody } from '@vitrina/core';

/**
 * An API failure with the body every 4xx/5xx answer carries (core's apiErrorBodySchema):
 * `code` is an i18n message key the SDK shows in the shopper's language; `message` is for logs.
 */
export class ApiError extends Error {
  /** Commit what the call wrote before answering with this error (a failed login's count). */
  keepWrites = false;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  /** This error, answered after the call's writes are committed rather than rolled back. */
  afterWrites(): this {
    this.keepWrites = true;
    return this;
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, 'validation.invalid', message, fields);
export const unauthorized = () => new ApiError(401, 'errors.login_error', 'A valid bearer token is required');
export const forbidden = (message = 'Not allowed') => new ApiError(403, 'errors.generic', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'errors.nothing_found', message);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
export const unprocessable = (code: string, message: string, fields?: Record<string, string>) =>
  new ApiError(422, code, message, fields);
