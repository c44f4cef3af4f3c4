/** Picks a merchant text in the player's language: that language, else EN, else the first given. */
import type { LocalizedText } from '../merchants/content-schema';

export function localize(text: LocalizedText, language: string): string {
  if (typeof text === 'string') return text;
  return text[language] ?? text.EN ?? Object.values(text)[0] ?? '';
}

/**
 * A merchant text as the database keeps it: a language map as JSON, plain text as it is. Rows
 * that outlive the request (the wallet's history, the inbox) then answer each later read in that
 * reader's language, not the one of the moment they were written (issue 37: bonus names in
 * English on Thai pages).
 */
export function storedText(text: LocalizedText): string {
  return typeof text === 'string' ? text : JSON.stringify(text);
}

/** A stored text in the player's language; plain text (and anything that is not a language map) as it is. */
export function shownText(stored: string, language: string): string {
  if (!stored.startsWith('{')) return stored;
  try {
    const parsed = JSON.parse(stored) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return stored;
    const map = Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return Object.keys(map).length > 0 ? localize(map, language) : stored;
  } catch {
    return stored;
  }
}

/** The same change in every language: `GCash` → `GCash ****1234`. */
export function mapText(text: LocalizedText, change: (value: string) => string): LocalizedText {
  return typeof text === 'string'
    ? change(text)
    : Object.fromEntries(Object.entries(text).map(([language, value]) => [language, change(value)]));
}
