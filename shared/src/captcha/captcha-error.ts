/** Human-verification failures with the texts of SPEC 5 as their codes. */
export const VERIFY_TOO_FAST = 'verify geetest too fast';
export const VERIFY_FIRST = 'verify_first';
export const GEETEST_NOT_WORK = 'unknown_error: Geetest service not work';

export type CaptchaErrorCode = typeof VERIFY_TOO_FAST | typeof VERIFY_FIRST | typeof GEETEST_NOT_WORK | 'captcha_failed';

export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
  constructor(
    readonly code: CaptchaErrorCode,
    /** The provider's or the server's own message, when there is one. */
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}

/** The common catalogue's key for each code (every remote that runs the captcha says the same). */
export const CAPTCHA_MESSAGE_KEYS: Record<CaptchaErrorCode, string> = {
  [VERIFY_TOO_FAST]: 'captcha_too_fast',
  [VERIFY_FIRST]: 'captcha_verify_first',
  [GEETEST_NOT_WORK]: 'captcha_not_work',
  captcha_failed: 'captcha_failed',
};
