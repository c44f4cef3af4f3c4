/**
 * SPEC 9.58, storage polling: a language the player picks in one tab of the site is followed by
 * the other open tabs (and the installed app's windows), which read the stored choice every
 * 1000 ms. The `storage` event usually tells them at once; polling covers the browsers and
 * embedded views that do not deliver it (the reason Firebase Auth, where the 1000 ms comes from,
 * polls too). The session stays per tab (sessionStorage): only the language is shared.
 *
 * A followed language is announced with origin 'other-tab', so this tab does not save it on the
 * server again (member-language-sync.ts): the tab where the player chose it did.
 */
import { LANGUAGE_STORAGE_KEY, changeLanguage, currentLanguage, readStoredLanguage } from '@m/shared';

export const LANGUAGE_POLL_MS = 1000;

export interface FollowDeps {
  read: () => string | null;
  current: () => string;
  apply: (language: string) => unknown;
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  every: (check: () => void, ms: number) => () => void;
}

const browserDeps = (): FollowDeps => ({
  read: readStoredLanguage,
  current: currentLanguage,
  apply: (language) => changeLanguage(language, 'other-tab'),
  target: window,
  every: (check, ms) => {
    const id = window.setInterval(check, ms);
    return () => window.clearInterval(id);
  },
});

/** Starts following; returns the function that stops it. */
export function followLanguageOfOtherTabs(deps: FollowDeps = browserDeps()): () => void {
  // Only a change of the stored choice counts: a tab whose own language differs from the stored
  // one (the merchant does not offer it, storage refused the write) is not pulled back to it.
  let seen = deps.read();
  const check = () => {
    const stored = deps.read();
    if (stored === seen) return;
    seen = stored;
    if (stored && stored !== deps.current()) void deps.apply(stored);
  };
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    // null: the whole storage was cleared.
    if (key === LANGUAGE_STORAGE_KEY || key === null) check();
  };
  deps.target.addEventListener('storage', onStorage);
  const stopPolling = deps.every(check, LANGUAGE_POLL_MS);
  return () => {
    deps.target.removeEventListener('storage', onStorage);
    stopPolling();
  };
}
