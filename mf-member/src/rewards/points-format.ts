import { numberFormat } from '@m/shared';

/** Points as the player reads numbers in the site's language (no currency, no decimals). */
export function formatPoints(value: number, locale: string): string {
  try {
    return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  } catch {
    return String(value);
  }
}
