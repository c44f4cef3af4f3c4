/**
 * The error-code table (shared/src/contract/error-codes.ts: every code's presentation and text),
 * fetched when the shell first has a failure to show, or once the page is idle: the table is
 * 5.6 KB that no first view needs (issue 40). What every page needs without it is in
 * error-code-checks.ts (the logout codes, the rate-limit prefix, `isErrorCode`).
 */
import type { ERROR_CODES, errorCodeEntry } from '../contract/error-codes';

export interface ErrorCodeTable {
  ERROR_CODES: typeof ERROR_CODES;
  errorCodeEntry: typeof errorCodeEntry;
}

export function loadErrorCodeTable(): Promise<ErrorCodeTable> {
  return import(/* webpackChunkName: "error-codes" */ '../contract/error-codes');
}
