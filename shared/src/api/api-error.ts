/**
 * The one error type of the API client (SPEC section 8). Every rejected call rejects with an
 * ApiError; `kind` says how the shell presents it, the rest is the server's envelope.
 */

export type ApiErrorKind =
  /** CUSTOMER_NOT_LOGIN, 401, customer.not.login, user.or.token.invalid, login.not.session: log out. */
  | 'session-expired'
  /** errorCode starting TOO_MANY_REQUEST: silently ignored. */
  | 'rate-limited'
  /** HTTP 502: rejected silently. */
  | 'bad-gateway'
  /** No response and navigator.onLine is false. */
  | 'offline'
  /** No response: network failure or CORS refusal. */
  | 'network'
  | 'timeout'
  /** The key could not be fetched or the payload not encrypted; nothing was sent. */
  | 'encryption'
  /** A call with no URL: errorCode url_is_null_check; nothing was sent. */
  | 'url-null'
  /** Anything else: an error envelope, or a page that is not one. */
  | 'server'
  /** The caller aborted with its AbortSignal; never presented. */
  | 'aborted';

/** Kinds the shell never presents (SPEC 8: "silently ignored", "rejected silently"). */
export const SILENT_KINDS: ReadonlySet<ApiErrorKind> = new Set<ApiErrorKind>(['rate-limited', 'bad-gateway', 'aborted']);

/** The server's envelope, SPEC section 3 "Error response". */
export interface ErrorEnvelope {
  success: false;
  message: string;
  errorCode?: string;
  value?: unknown;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  endpoint: string;
  path: string;
  status?: number;
  errorCode?: string;
  value?: unknown;
  /** Set when `message` is the client's English fallback: the i18n key (common namespace) to show instead. */
  messageKey?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly path: string;
  readonly status?: number;
  readonly errorCode?: string;
  readonly value?: unknown;
  readonly messageKey?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.path = init.path;
    if (init.status !== undefined) this.status = init.status;
    if (init.errorCode !== undefined) this.errorCode = init.errorCode;
    if (init.value !== undefined) this.value = init.value;
    if (init.messageKey !== undefined) this.messageKey = init.messageKey;
  }

  get silent(): boolean {
    return SILENT_KINDS.has(this.kind);
  }

  /** The normalised form of SPEC section 3: `{success, message, errorCode, value}`. */
  toEnvelope(): ErrorEnvelope {
    return { success: false, message: this.message, errorCode: this.errorCode, value: this.value };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
