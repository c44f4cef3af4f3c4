/**
 * The arriving side of a fast-domain jump, run before the language is chosen: the language the
 * player had on the other domain becomes the stored choice, the session remembers that the
 * measurement is done, and both markers leave the address bar (the token is taken later by
 * query-token.ts, before any request).
 */
import { isSupportedLanguage, mapLanguageCode } from '@m/shared';
import { JUMP_LANGUAGE_PARAM, JUMP_MARKER_PARAM } from './jump-url';
import { markMeasured, type FlagStorage } from './measured-flag';

export function takeJumpArrival(
  location: Location,
  history: History,
  storeLanguage: (code: string) => void,
  session: FlagStorage | null,
): boolean {
  const url = new URL(location.href);
  if (url.searchParams.get(JUMP_MARKER_PARAM) !== '1') return false;
  const language = mapLanguageCode(url.searchParams.get(JUMP_LANGUAGE_PARAM) ?? '');
  if (isSupportedLanguage(language)) storeLanguage(language);
  url.searchParams.delete(JUMP_MARKER_PARAM);
  url.searchParams.delete(JUMP_LANGUAGE_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  markMeasured(session);
  return true;
}
