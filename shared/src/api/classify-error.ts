/**
 * Classification of every failure into an ApiError kind, exactly as SPEC section 8 reads.
 * Pure functions: the unit tests drive them with every code the spec lists.
 */
import { LOGOUT_CODES, RATE_LIMIT_PREFIX } from '../contract/error-code-checks';
import type { ErrorCode } from '../contract/error-codes';
import { ApiError, type ApiErrorKind } from './api-error';
import { isEnvelope, textOrUndefined } from './envelope';

export { RATE_LIMIT_PREFIX };
/** SPEC 8: "CUSTOMER_NOT_LOGIN, 401, customer.not.login, user.or.token.invalid, login.not.session" (the table's `logout` codes). */
export const SESSION_EXPIRED_CODES: ReadonlySet<string> = LOGOUT_CODES;
export const URL_NULL_CODE = 'url_is_null_check' satisfies ErrorCode;
export const ENCRYPTION_FAILED_CODE = 'encryption_failed' satisfies ErrorCode;

/**
 * English fallbacks for when the server gave no message, with the i18n key (common namespace)
 * the shell translates instead. The client itself never draws them.
 */
export const FALLBACK_MESSAGES: Record<ApiErrorKind | 'not-envelope', { message: string; key: string }> = {
  'session-expired': { message: 'please login', key: 'please_login' },
  'rate-limited': { message: 'unknown error', key: 'unknown_error' },
  'bad-gateway': { message: 'unknown error', key: 'unknown_error' },
  offline: { message: 'no network', key: 'network_offline' },
  network: { message: 'Network Error / CORS Errors', key: 'network_error' },
  timeout: { message: 'timeout, please retry', key: 'timeout_retry_please' },
  encryption: { message: 'Encryption failed, nothing was sent', key: 'encryption_failed' },
  'url-null': { message: 'url_is_null_check', key: 'url_is_null_check' },
  server: { message: 'unknown error', key: 'unknown_error' },
  // SPEC 8: "non-http page: Notice alert with server message or 'Error'".
  'not-envelope': { message: 'Error', key: 'error' },
  aborted: { message: 'aborted', key: 'unknown_error' },
};

export interface CallSite {
  endpoint: string;
  path: string;
  /** Whether the call carried the player's token: only then does a bare 401 mean the session expired. */
  sentToken: boolean;
}

/** A server answer: an error envelope (any status), or a non-2xx page. */
export function classifyResponse(site: CallSite, status: number, data: unknown): ApiError {
  const envelope = isEnvelope(data) && data.success === false ? data : null;
  const errorCode = envelope ? textOrUndefined(envelope.errorCode) : undefined;
  const serverMessage = envelope ? textOrUndefined(envelope.message) : undefined;

  let kind: ApiErrorKind;
  if (errorCode && SESSION_EXPIRED_CODES.has(errorCode)) kind = 'session-expired';
  // A 401 to a call that sent no token (login with a wrong password answered 401) is that
  // call's own error, not an expired session: logging out the login page would be wrong.
  else if (status === 401 && (site.sentToken || !errorCode)) kind = 'session-expired';
  else if (errorCode?.startsWith(RATE_LIMIT_PREFIX)) kind = 'rate-limited';
  else if (status === 502) kind = 'bad-gateway';
  else kind = 'server';

  const fallback = FALLBACK_MESSAGES[envelope || kind !== 'server' ? kind : 'not-envelope'];
  return new ApiError({
    kind,
    endpoint: site.endpoint,
    path: site.path,
    status,
    errorCode,
    message: serverMessage ?? fallback.message,
    messageKey: serverMessage ? undefined : fallback.key,
    value: envelope?.value,
  });
}

export interface NoResponse {
  /** axios' error code: ERR_CANCELED, ECONNABORTED, ETIMEDOUT, ERR_NETWORK… */
  code?: string;
  /** navigator.onLine at the time of failure (undefined outside browsers). */
  online?: boolean;
  cause?: unknown;
}

/** No answer at all: aborted, offline, timed out, or a network / CORS failure. */
export function classifyNoResponse(site: CallSite, failure: NoResponse): ApiError {
  let kind: ApiErrorKind;
  if (failure.code === 'ERR_CANCELED') kind = 'aborted';
  else if (failure.online === false) kind = 'offline';
  else if (failure.code === 'ETIMEDOUT' || failure.code === 'ECONNABORTED') kind = 'timeout';
  else kind = 'network';
  return failureError(site, kind, failure.cause);
}

/** Failures found before anything was sent (url-null, encryption) or caller aborts. */
export function failureError(site: Pick<CallSite, 'endpoint' | 'path'>, kind: ApiErrorKind, cause?: unknown): ApiError {
  const fallback = FALLBACK_MESSAGES[kind];
  const errorCode = kind === 'url-null' ? URL_NULL_CODE : kind === 'encryption' ? ENCRYPTION_FAILED_CODE : undefined;
  return new ApiError({
    kind,
    endpoint: site.endpoint,
    path: site.path,
    errorCode,
    message: fallback.message,
    messageKey: fallback.key,
    cause,
  });
}
