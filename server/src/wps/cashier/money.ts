/**
 * Money as the ledger keeps it: integer minor units (centavos, satang). The typed amount is
 * read digit by digit, never through a float, so "100.10" is 10010 exactly and "1.005" in a
 * 2-decimal currency is refused rather than rounded.
 */

/** What formatting needs of the merchant's country.json. */
export interface MoneyCountry {
  currency: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
}

export type ParsedAmount = { ok: true; minor: number } | { ok: false; reason: 'decimals' | 'format' };

/** "100.50" with 2 decimals → 10050; more decimals than the currency has → decimals. */
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

/** Major units as the contract answers them: 10050 → 100.5. */
export function toMajor(minor: number, decimals: number): number {
  return Number((minor / 10 ** decimals).toFixed(decimals));
}

/** A configured major amount (100.5) in minor units. */
export function toMinor(major: number, decimals: number): number {
  return Math.round(major * 10 ** decimals);
}

/** A limit in the player's messages: ₱100.00. */
export function formatMinor(minor: number, decimals: number, country: MoneyCountry): string {
  // Grouped as the shell shows money (shared/src/format/currency.ts): 1,234.50, BRL 1.234,50.
  const locale = country.currency === 'BRL' ? 'pt-BR' : 'zh';
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    toMajor(Math.abs(minor), decimals),
  );
  const sign = minor < 0 ? '-' : '';
  return country.currencyPosition === 'after'
    ? `${sign}${number}\u00a0${country.currencySymbol}`
    : `${sign}${country.currencySymbol}${number}`;
}
