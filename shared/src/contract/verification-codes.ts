/**
 * One-time codes, written once for the server and every bundle (issue 35, item 6): what a code
 * the server sends looks like, what a form accepts before it sends one back, and how long to
 * wait before asking for another (`CODE_RESEND_AFTER_S` in constants.ts, answered as
 * `resendAfterSeconds`: clients wait what the answer says and fall back to it).
 */

/** Digits of a code this server sends by SMS or e-mail. */
export const SENT_CODE_LENGTH = 6;
/** Codes a form accepts: 4 to 8 digits (the merchant's SMS provider may send shorter or longer ones). */
export const CODE_MIN_LENGTH = 4;
export const CODE_MAX_LENGTH = 8;
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_MIN_LENGTH},${CODE_MAX_LENGTH}}$`);
/** An authenticator app's code (TOTP, RFC 6238) and a second-step login code: 6 digits. */
export const SIX_DIGIT_CODE_LENGTH = 6;
export const SIX_DIGIT_CODE_PATTERN = new RegExp(`^\\d{${SIX_DIGIT_CODE_LENGTH}}$`);

/** Whether typed text can be a sent code (surrounding spaces aside). */
export const looksLikeCode = (text: string): boolean => CODE_PATTERN.test(text.trim());
/** Whether typed text can be an authenticator's or a second step's 6-digit code. */
export const looksLikeSixDigitCode = (text: string): boolean => SIX_DIGIT_CODE_PATTERN.test(text.trim());
