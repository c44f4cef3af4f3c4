/**
 * The error every /wps handler throws: an error code of SPEC section 8 (or of
 * docs/backend-contract.md), the HTTP status that fits it, and an optional `value` the front
 * end needs (e.g. the two-factor flags). The scope's error handler turns it into the envelope
 * `{success:false, errorCode, message, value}` with the message in the player's language.
 */
export class WpsError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
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
