import type { ServerErrorCode } from '@m/shared/contract';

/**
 * The error every /wps handler throws: a code of the error-code table (@m/shared/contract
 * ERROR_CODES, which gives its presentation and text), the HTTP status that fits it, and an optional `value` the front
 * end needs (e.g. the two-factor flags). The scope's error handler turns it into the envelope
 * `{success:false, errorCode, message, value}` with the message in the player's language.
 */
export class WpsError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ServerErrorCode,
    readonly value?: unknown,
    /** Fills the `{placeholders}` of the message. */
    readonly params: Record<string, string | number> = {},
    /** Extra response headers (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(errorCode);
    this.name = 'WpsError';
  }
}

export const notLoggedIn = () => new WpsError(401, 'CUSTOMER_NOT_LOGIN');
