import { currencyCode, formatMoney, formatNumber, numberLocale } from './currency';

describe('currency rules (SPEC section 9)', () => {
  it('turns TLB into PHP and keeps the first three letters of anything else', () => {
    expect(currencyCode('TLB')).toBe('PHP');
    expect(currencyCode('tlb')).toBe('PHP');
    expect(currencyCode('VND2')).toBe('VND');
    expect(currencyCode('USDT')).toBe('USD');
    expect(currencyCode('BRL')).toBe('BRL');
    expect(currencyCode('')).toBe('');
    expect(currencyCode(undefined)).toBe('');
    expect(currencyCode('1X')).toBe('');
  });

  it('formats BRL amounts as pt-BR and every other currency as zh', () => {
    expect(numberLocale('BRL')).toBe('pt-BR');
    expect(numberLocale('THB')).toBe('zh');
    expect(formatNumber(1234567.5, 'BRL')).toBe('1.234.567,50');
    expect(formatNumber(1234567.5, 'THB')).toBe('1,234,567.50');
    expect(formatNumber(1234567.5, 'TLB')).toBe('1,234,567.50');
    expect(formatNumber('42', 'VND', { decimals: 0 })).toBe('42');
  });

  it('puts the symbol where the country info says', () => {
    expect(formatMoney(1234.5, { currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'before' })).toBe('R$1.234,50');
    expect(formatMoney(1234.5, { currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' })).toBe('1,234.50\u00a0₫');
    expect(formatMoney(-5, { currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before' })).toBe('-₱5.00');
    expect(formatMoney(5, { currency: 'TLB', currencySymbol: '', currencyPosition: 'before' })).toBe('PHP5.00');
  });

  it('shows a dash for an amount that is not a number', () => {
    expect(formatNumber(Number.NaN, 'BRL')).toBe('-');
    expect(formatMoney('abc', { currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'before' })).toBe('-');
    expect(formatMoney(null, null)).toBe('-');
  });
});
