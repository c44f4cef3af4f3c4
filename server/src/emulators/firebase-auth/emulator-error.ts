/**
 * Errors in Google's REST shape. The SDK reads `error.message` ("INVALID_CODE", or
 * "INVALID_PHONE_NUMBER : reason") and maps it to its `auth/...` codes.
 */
export class EmulatorError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail?: string,
  ) {
    super(detail ? `${code} : ${detail}` : code);
  }

  body(): { error: { code: number; message: string; errors: { message: string; domain: string; reason: string }[] } } {
    return {
      error: { code: this.status, message: this.message, errors: [{ message: this.message, domain: 'global', reason: 'invalid' }] },
    };
  }
}
