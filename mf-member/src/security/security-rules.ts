/** The security page's small decisions, kept pure: what a typed proof is, what a refusal names. */
import { isApiError, looksLikeCode, type ProofType } from '@m/shared';
import type { SecurityProof } from './security-api';

/** A 4 to 8 digit code as the server's codes are (the authenticator's are 6): the contract's rule. */
export { looksLikeCode };

/** What the player typed as the proof, or null while it cannot be right. */
export function typedProof(type: ProofType, text: string): SecurityProof | null {
  if (type === 'password') return text === '' ? null : { type, password: text };
  return looksLikeCode(text) ? { type, code: text.trim() } : null;
}

/** The field a refusal is about (the server names it in `value.field`), so its text shows there. */
export function refusedField(error: unknown): string | null {
  const field = isApiError(error) ? (error.value as { field?: unknown } | undefined)?.field : undefined;
  return typeof field === 'string' ? field : null;
}

/** The server's text in the player's language, else the catalogue's fallback. */
export function refusalText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
