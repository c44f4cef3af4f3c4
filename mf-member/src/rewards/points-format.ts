/** Points as the player reads numbers in the site's language (no currency, no decimals). */
export function formatPoints(value: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  } catch {
    return String(value);
  }
}
