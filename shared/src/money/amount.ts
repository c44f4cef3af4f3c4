/**
 * Money as the ledger keeps it: integer minor units (centavos, satang), for the server and every
 * bundle (issue 35, item 6). A typed amount is read digit by digit, never through a float, so
 * "100.10" is 10010 exactly and "1.005" in a 2-decimal currency is refused rather than rounded.
 * Node-safe: no browser API, no React.
 */

export type ParsedAmount = { ok: true; minor: number } | { ok: false; reason: 'decimals' | 'format' };

/** An amount as the wire carries it ("100.50", a dot, no grouping) with 2 decimals → 10050. */
export function parseAmount(typed: string, decimals: number): ParsedAmount {
  const match = /^(\d{1,12})(?:\.(\d{1,8}))?$/.exec(typed.trim());
  if (!match) return { ok: false, reason: 'format' };
  const whole = match[1]!;
  // Trailing zeros are not precision: "100.500" is 100.50.
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, reason: 'decimals' };
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) ? { ok: true, minor } : { ok: false, reason: 'format' };
}

/**
 * What a player typed as the wire will carry it: "1,5" (a decimal comma, as BRL players write)
 * → "1.5"; null when it is not an amount at all.
 */
export function normaliseAmount(typed: string): string | null {
  const match = /^(\d{1,12})(?:[.,](\d+))?$/.exec(typed.trim());
  if (!match) return null;
  return match[2] === undefined ? match[1]! : `${match[1]}.${match[2]}`;
}

/** Major units as the contract answers them: 10050 → 100.5. */
export function toMajor(minor: number, decimals: number): number {
  return Number((minor / 10 ** decimals).toFixed(decimals));
}

/** A major amount (a configured 100.5, a limit the contract answers) in minor units. */
export function toMinor(major: number, decimals: number): number {
  return Math.round(major * 10 ** decimals);
}
