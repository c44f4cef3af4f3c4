import { formatMoney, type MoneyCountry } from '../format/currency';
import { toMajor } from './amount';

/**
 * An amount in minor units as players read money everywhere (the shell's formatMoney): the
 * server's messages ("at least ₱100.00") and the pages say it alike, for every currency code.
 */
export function formatMinor(minor: number, decimals: number, country: MoneyCountry): string {
  return formatMoney(toMajor(minor, decimals), country, { decimals });
}
