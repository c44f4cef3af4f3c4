// Currency codes and number formatting (SPEC section 9).
export { collator, dateTimeFormat, numberFormat } from './intl-cache';
export { currencyCode, numberLocale, formatNumber, formatMoney, type NumberFormatOptions, type MoneyCountry } from './currency';
