/**
 * A credited deposit's line in the points history names its amount as every page writes money
 * (@m/shared/money, issue 35 item 6), for every currency and symbol position.
 */
import { formatMoney } from '@m/shared/money';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { depositDetail } from './reward-points';

const merchant = (country: { currency: string; currencySymbol: string; currencyPosition: 'before' | 'after' }) =>
  ({ country }) as unknown as MerchantData;

describe('depositDetail', () => {
  it.each([
    [{ currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before' as const }, 2500, '₱2,500.00'],
    [{ currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'before' as const }, 2500.5, 'R$2.500,50'],
    [{ currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' as const }, 1200, '1,200.00\u00a0₫'],
  ])('%j: %d is %s, as the wallet writes it', (country, amount, text) => {
    expect(depositDetail(merchant(country), amount)).toBe(text);
    expect(depositDetail(merchant(country), amount)).toBe(formatMoney(amount, country));
  });
});
