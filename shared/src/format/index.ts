// Currency codes and number formatting (SPEC section 9).
export { currencyCode, numberLocale, formatNumber, formatMoney, type NumberFormatOptions, type MoneyCountry } from './currency';
