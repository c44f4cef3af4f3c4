/**
 * What every page needs of the error-code table (error-codes.ts) before any call fails: which
 * codes end the session, the rate-limit prefix, and comparing a code with a named one. The table
 * itself (every code's presentation and text) is fetched when the first failure is to be shown,
 * or once the page is idle (`loadErrorCodeTable`), so that no first view downloads it (issue 40).
 */
import type { ErrorCode } from './error-codes';

/** SPEC 8: "Codes starting TOO_MANY_REQUEST silently ignored" (TOO_MANY_REQUEST_SMS and the like). */
export const RATE_LIMIT_PREFIX = 'TOO_MANY_REQUEST';

/**
 * The codes whose presentation is `logout` (SPEC 8's session-expired list); error-codes.test.ts
 * keeps this list equal to the table's.
 */
export const LOGOUT_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'CUSTOMER_NOT_LOGIN',
  'customer.not.login',
  'user.or.token.invalid',
  'login.not.session',
]);

/**
 * Whether `code` is the table's code `expected`. The expected code is an ErrorCode, so a misspelt
 * or retired code in a comparison does not compile (a plain `errorCode === 'game_maintenace'`
 * would silently never match).
 */
export function isErrorCode<C extends ErrorCode>(code: unknown, expected: C): code is C {
  return code === expected;
}
