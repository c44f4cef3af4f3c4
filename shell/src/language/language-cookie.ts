/**
 * The language in use, also in a cookie (`m_lang`), so that the server draws the next page in it
 * (issue 23, server/src/ssr/request-language.ts) and the page can be hydrated as it is, not drawn
 * again in another language.
 */
import { language$, writeCookie } from '@m/shared';

export const LANGUAGE_COOKIE = 'm_lang';

export function startLanguageCookie(): () => void {
  const subscription = language$.subscribe((code) => writeCookie(LANGUAGE_COOKIE, code, 365));
  return () => subscription.unsubscribe();
}
