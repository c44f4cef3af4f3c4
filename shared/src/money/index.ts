/**
 * `@m/shared/money`: the money rules the server and every bundle share (issue 35, item 6):
 * parsing typed amounts, minor-unit conversion and formatting. Node-safe.
 */
export { parseAmount, normaliseAmount, toMajor, toMinor, type ParsedAmount } from './amount';
export { formatMinor } from './format-minor';
export { formatMoney, formatNumber, currencyCode, numberLocale, type MoneyCountry, type NumberFormatOptions } from '../format/currency';
