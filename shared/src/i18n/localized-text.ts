/**
 * A text a backend sends in every language it has (`{EN: 'Bank transfer', TH: 'โอนผ่านธนาคาร'}`),
 * or one plain text (a brand name such as GCash is the same in every language). The page picks
 * the player's language when it draws, so a language change needs no new answer.
 */
export type LocalizedText = string | Readonly<Record<string, string>>;

/** The text in `language`, else EN, else the first one given; plain text as it is. */
export function textIn(text: LocalizedText, language: string): string {
  if (typeof text === 'string') return text;
  return text[language] ?? text[language.toUpperCase()] ?? text.EN ?? Object.values(text)[0] ?? '';
}
