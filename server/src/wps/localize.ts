/** Picks a merchant text in the player's language: that language, else EN, else the first given. */
import type { LocalizedText } from '../merchants/content-schema';

export function localize(text: LocalizedText, language: string): string {
  if (typeof text === 'string') return text;
  return text[language] ?? text.EN ?? Object.values(text)[0] ?? '';
}
