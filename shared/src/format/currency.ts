/**
 * Currency codes and money formatting (SPEC section 9): the code is the currency's first three
 * letters except TLB, which is PHP; numbers are grouped the way the currency's players read them
 * (BRL as pt-BR: 1.234,56; every other currency as zh: 1,234.56); the symbol goes before or
 * after the amount as the merchant's country info says.
 */
import type { CountryInfo } from '../config/system-config';
import { numberFormat } from './intl-cache';

/** `TLB` → `PHP`, `VND2` → `VND`, `usdt` → `USD`; '' when there are not three letters. */
export function currencyCode(currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  if (code === 'TLB') return 'PHP';
  return /^[A-Z]{3}/.test(code) ? code.slice(0, 3) : '';
}

/** The locale whose digit grouping a currency's amounts use. */
export function numberLocale(currency: string | null | undefined): 'pt-BR' | 'zh' {
  return currencyCode(currency) === 'BRL' ? 'pt-BR' : 'zh';
}

export interface NumberFormatOptions {
  /** Digits after the decimal separator; 2 unless told. */
  decimals?: number;
}

function toNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** `1234.5` in BRL → `1.234,50`; anything that is not a finite number → `-`. */
export function formatNumber(
  value: number | string | null | undefined,
  currency: string | null | undefined,
  options: NumberFormatOptions = {},
): string {
  const n = toNumber(value);
  if (n === null) return '-';
  const decimals = Math.min(Math.max(Math.trunc(options.decimals ?? 2), 0), 8);
  return numberFormat(numberLocale(currency), { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
}

export type MoneyCountry = Pick<CountryInfo, 'currency' | 'currencySymbol' | 'currencyPosition'>;

/** `1234.5` with `{ BRL, R$, before }` → `R$1.234,50`; `-5` → `-R$5,00`; after: `1.234,50 ₫`. */
export function formatMoney(
  value: number | string | null | undefined,
  country: MoneyCountry | null | undefined,
  options: NumberFormatOptions = {},
): string {
  const n = toNumber(value);
  if (n === null) return '-';
  const number = formatNumber(Math.abs(n), country?.currency, options);
  const sign = n < 0 ? '-' : '';
  const symbol = country?.currencySymbol?.trim() || currencyCode(country?.currency);
  if (!symbol) return `${sign}${number}`;
  return country?.currencyPosition === 'after' ? `${sign}${number}\u00a0${symbol}` : `${sign}${symbol}${number}`;
}
