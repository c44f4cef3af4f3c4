import { formatMinor, parseAmount, toMajor } from './index';

describe('money in minor units', () => {
  it('reads a typed amount exactly, never through a float', () => {
    expect(parseAmount('100.10', 2)).toEqual({ ok: true, minor: 10_010 });
    expect(parseAmount('0.29', 2)).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('100', 0)).toEqual({ ok: true, minor: 100 });
    // Trailing zeros are not precision.
    expect(parseAmount('100.500', 2)).toEqual({ ok: true, minor: 10_050 });
  });

  it('refuses more decimals than the currency has, and anything that is not an amount', () => {
    expect(parseAmount('1.005', 2)).toEqual({ ok: false, reason: 'decimals' });
    expect(parseAmount('1.5', 0)).toEqual({ ok: false, reason: 'decimals' });
    for (const typed of ['', '-1', '1e3', '1,000', '.5', '1.']) expect(parseAmount(typed, 2)).toEqual({ ok: false, reason: 'format' });
  });

  it('answers major units exact to the decimals and formats them as the shell does', () => {
    expect(toMajor(123_450, 2)).toBe(1234.5);
    expect(formatMinor(5_000_000, 2, { currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before' })).toBe('₱50,000.00');
    expect(formatMinor(-12_345, 2, { currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'before' })).toBe('-R$123,45');
    expect(formatMinor(10_000, 0, { currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' })).toBe('10,000\u00a0₫');
  });
});
