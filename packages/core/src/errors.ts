/**
 * The SDK's error hierarchy. Every failure that leaves the SDK is one of these, so a host can
 * tell them apart with `instanceof` or by `kind`, and the `onError` hook sees each one once.
 */

export type VitrinaErrorKind =
  | 'http'
  | 'network'
  | 'timeout'
  | 'schema'
  | 'auth'
  | 'validation'
  | 'config'
  | 'storage';

export class VitrinaError extends Error {
  readonly kind: VitrinaErrorKind;
  /** An i18n key the UI can show the shopper (see i18n/messages.ts). */
  readonly messageKey: string;

  constructor(kind: VitrinaErrorKind, message: string, options: { messageKey?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.kind = kind;
    this.messageKey = options.messageKey ?? 'errors.generic';
  }
}

/** The server answered with a non-2xx status. `body` is the parsed error body, when there was one. */
export class HttpError extends VitrinaError {
  readonly status: number;
  readonly endpoint: string;
  readonly body: unknown;

  constructor(endpoint: string, status: number, body: unknown, options: { messageKey?: string; cause?: unknown } = {}) {
    super('http', `${endpoint} answered HTTP ${status}`, options);
    this.endpoint = endpoint;
    this.status = status;
    this.body = body;
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends VitrinaError {
  readonly endpoint: string;

  constructor(endpoint: string, cause?: unknown) {
    super('network', `${endpoint} could not be reached`, { cause, messageKey: 'errors.data_loading' });
    this.endpoint = endpoint;
  }
}

/** The request took longer than its time-out. */
export class TimeoutError extends VitrinaError {
  readonly endpoint: string;

  constructor(endpoint: string, cause?: unknown) {
    super('timeout', `${endpoint} timed out`, { cause, messageKey: 'errors.data_loading' });
    this.endpoint = endpoint;
  }
}

export interface SchemaIssue {
  path: string;
  message: string;
}

/** Data did not have the expected shape: a response body, a stored value or page data. */
export class SchemaError extends VitrinaError {
  readonly source: string;
  readonly issues: readonly SchemaIssue[];

  constructor(source: string, issues: readonly SchemaIssue[], cause?: unknown) {
    const first = issues[0];
    super('schema', `${source} has an unexpected shape${first ? `: ${first.path || '(root)'} ${first.message}` : ''}`, {
      cause,
      messageKey: 'errors.data_loading',
    });
    this.source = source;
    this.issues = issues;
  }
}

/** Login failed, or the server says the shopper is not (or no longer) signed in. */
export class AuthError extends VitrinaError {
  constructor(message: string, options: { messageKey?: string; cause?: unknown } = {}) {
    super('auth', message, { messageKey: 'errors.login_error', ...options });
  }
}

/** Input the shopper typed broke a rule; `fields` maps a field path to an i18n message key. */
export class ValidationError extends VitrinaError {
  readonly fields: Readonly<Record<string, string>>;

  constructor(fields: Record<string, string>) {
    const first = Object.values(fields)[0] ?? 'validation.invalid';
    super('validation', `Invalid input: ${Object.keys(fields).join(', ')}`, { messageKey: first });
    this.fields = fields;
  }
}

/** The SDK was used wrongly by the host: bad config, unknown endpoint name. */
export class ConfigError extends VitrinaError {
  constructor(message: string) {
    super('config', message, { messageKey: 'errors.generic' });
  }
}

/** Browser storage refused a write or a read; the SDK carried on with memory for this page. */
export class StorageError extends VitrinaError {
  readonly key: string | undefined;

  constructor(message: string, key: string | undefined, cause?: unknown) {
    super('storage', message, { cause, messageKey: 'errors.generic' });
    this.key = key;
  }
}

export const UNKNOWN_ENDPOINT_MESSAGE = 'An unknown API endpoint';

export class UnknownEndpointError extends ConfigError {
  readonly endpoint: string;

  constructor(endpoint: string) {
    super(UNKNOWN_ENDPOINT_MESSAGE);
    this.endpoint = endpoint;
  }
}

/** Turns zod issues into the SDK's plain issue list (zod's own objects stay out of the public API). */
export function toSchemaIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): SchemaIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
