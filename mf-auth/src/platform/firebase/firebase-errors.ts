/**
 * Firebase errors as the player sees them (SPEC 8): translated by code, else 'auth/unknown',
 * shown as two lines "Code: …" and "Reason: …"; 'auth/cancelled-popup-request' (a second popup
 * replaced the first) is not an error to show.
 */
export const IGNORED_FIREBASE_CODES = new Set(['auth/cancelled-popup-request']);
export const CODE_EXPIRED = 'auth/code-expired';
export const UNKNOWN_CODE = 'auth/unknown';

/** Codes with a text of their own in the `auth` catalogue (key: `firebase_` + the name). */
export const TRANSLATED_FIREBASE_CODES = [
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/code-expired',
  'auth/too-many-requests',
  'auth/quota-exceeded',
  'auth/captcha-check-failed',
  'auth/network-request-failed',
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/unauthorized-domain',
  'auth/operation-not-allowed',
  'auth/user-disabled',
  'auth/account-exists-with-different-credential',
  'auth/invalid-credential',
  'auth/internal-error',
  'auth/unknown',
] as const;

export function catalogueKey(code: string): string {
  return `firebase_${code.replace(/^auth\//, '').replace(/-/g, '_')}`;
}

export function firebaseCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : UNKNOWN_CODE;
}

/**
 * The two-line text for a Firebase error, or null when it must not be shown.
 * `translate(key)` returns the catalogue text.
 */
export function firebaseErrorText(error: unknown, translate: (key: string) => string): string | null {
  const raw = firebaseCodeOf(error);
  if (IGNORED_FIREBASE_CODES.has(raw)) return null;
  const known = (TRANSLATED_FIREBASE_CODES as readonly string[]).includes(raw);
  const code = known ? raw : UNKNOWN_CODE;
  return `${translate('firebase_code')}: ${code}\n${translate('firebase_reason')}: ${translate(catalogueKey(code))}`;
}

/** The error a confirmation without a pending code request raises (SPEC 4, 8). */
export function codeExpiredError(): Error & { code: string } {
  return Object.assign(new Error('The SMS code expired or was never sent.'), { code: CODE_EXPIRED });
}
