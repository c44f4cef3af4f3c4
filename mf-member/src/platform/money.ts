/**
 * Money as the member centre shows it: the merchant's symbol and position (SPEC 9 formatting),
 * with the currency's own number of decimals (the cashier answers them).
 */
import { currencyCode, formatMoney, systemConfig, useBehavior, type MoneyCountry } from '@m/shared';

export type FormatMoney = (value: number) => string;

export function useMoney(currency: string | undefined, decimals: number | undefined): FormatMoney {
  const config = useBehavior(systemConfig);
  const country: MoneyCountry = {
    currency: currency ?? config?.country?.currency ?? '',
    // The merchant's symbol belongs to the merchant's currency only: another one shows its code.
    currencySymbol:
      !currency || currencyCode(currency) === currencyCode(config?.country?.currency) ? (config?.country?.currencySymbol ?? '') : '',
    currencyPosition: config?.country?.currencyPosition ?? 'before',
  };
  return (value) => formatMoney(value, country, decimals === undefined ? {} : { decimals });
}
