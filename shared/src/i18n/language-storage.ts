/**
 * The player's language choice, kept in localStorage so it survives the tab and the session
 * (SPEC section 9: the stored choice wins over the browser's language at the next visit).
 */
import { webStorage } from '../util/safe-storage';

export const LANGUAGE_STORAGE_KEY = 'm_language';

/** Storage disabled: the choice lasts for this page only. */
const storage = () => webStorage('local');

export function readStoredLanguage(): string | null {
  const value = storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  // Anything that is not a short code (tampered storage) counts as no choice.
  return value && /^[A-Za-z]{2,3}([-_][A-Za-z]{2,4})?$/.test(value) ? value : null;
}

export function storeLanguage(code: string): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // quota or private mode: not fatal, the language still applies to this page
  }
}
