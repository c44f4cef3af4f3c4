/**
 * The text a login limit is keyed on: one account written several ways (`0917 000 0001`,
 * `+63 917-000-0001`, `PLAYER1`) must count as one, or a guesser gets a fresh budget per spelling.
 */
export function normalizeLoginText(text: string, dialingCode: string): string {
  const trimmed = text.normalize('NFKC').trim().toLowerCase();
  const digits = trimmed.replace(/[\s().+-]/g, '');
  if (!/^\d{5,19}$/.test(digits)) return trimmed.replace(/\s+/g, '');
  // A phone number: without the leading 0s of the national form and without the dialing code.
  const local = digits.replace(/^0+/, '');
  return local.startsWith(dialingCode) && local.length - dialingCode.length >= 5 ? local.slice(dialingCode.length) : local;
}
