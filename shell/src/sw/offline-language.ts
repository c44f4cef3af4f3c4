/**
 * The offline page follows the player's language (issue 37). The worker precaches
 * /m/offline.html once, in the language of that moment (the server draws it from the language
 * cookie, server/src/static/offline-page.ts); a player who chose another language later saw the
 * old one offline. The page tells the worker the language in use at every start and change
 * (register-service-worker.ts); when the kept copy is in another one, the worker fetches the page
 * in that language (`?lang=`, no race with the cookie) and keeps it in a cache of its own, which
 * the offline fallback reads first. The page stays script-free: no text is put in by a script.
 * Worker code: no @m/shared here (the worker bundle stays small).
 */
import { OFFLINE_URL } from './sw-routes';

export const OFFLINE_LANGUAGE_MESSAGE = 'OFFLINE_LANGUAGE';
/** The worker's copy of the offline page in the player's current language. */
export const OFFLINE_PAGE_CACHE = 'm-offline-page';
/**
 * The language a kept copy was asked in. Its `<html lang>` alone cannot say: CN's page is
 * `zh-CN`, and a language the offline texts lack comes in the merchant's default; without this
 * every page start of such a player would fetch the page again.
 */
export const ASKED_LANGUAGE_HEADER = 'x-m-offline-language';

export interface OfflineLanguageMessage {
  type: typeof OFFLINE_LANGUAGE_MESSAGE;
  /** A spec code (TH, PT-BR). */
  language: string;
}

export function offlineLanguageMessage(language: string): OfflineLanguageMessage {
  return { type: OFFLINE_LANGUAGE_MESSAGE, language };
}

/** The language a message asks for, or null when it is not this message (or not a language code). */
export function requestedLanguage(data: unknown): string | null {
  const message = data as Partial<OfflineLanguageMessage> | null;
  if (message?.type !== OFFLINE_LANGUAGE_MESSAGE || typeof message.language !== 'string') return null;
  return /^[A-Za-z]{2,3}(?:-[A-Za-z]{2,4})?$/.test(message.language) ? message.language.toUpperCase() : null;
}

/** The `<html lang>` of a page, lower case; null when it has none. */
export function pageLanguage(html: string): string | null {
  return /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1]?.toLowerCase() ?? null;
}

export interface OfflinePageStore {
  /** The copy the fallback would show now (this cache's, else the precached one). */
  current(): Promise<Response | undefined>;
  fetchPage(url: string): Promise<Response>;
  keep(response: Response): Promise<void>;
}

/** Makes the kept offline page the one in `language`; says what it did. Never throws: offline, the old copy stays. */
export async function refreshOfflinePage(language: string, store: OfflinePageStore): Promise<'kept' | 'refreshed' | 'failed'> {
  try {
    const current = await store.current();
    if (current?.headers.get(ASKED_LANGUAGE_HEADER) === language) return 'kept';
    if (current && pageLanguage(await current.clone().text()) === language.toLowerCase()) return 'kept';
    const response = await store.fetchPage(`${OFFLINE_URL}?lang=${encodeURIComponent(language)}`);
    if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return 'failed';
    const headers = new Headers(response.headers);
    headers.set(ASKED_LANGUAGE_HEADER, language);
    await store.keep(new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers }));
    return 'refreshed';
  } catch {
    return 'failed';
  }
}
