import { bonusAmount, bonusQualifies, channelLimits, paymentTarget } from './deposit-rules';
import type { DepositBonus, DepositChannel, DepositSettings } from './deposit-api';

const settings = { minAmount: 100, maxAmount: 50_000 } as DepositSettings;
const gcash = { code: 'GCASH', minAmount: 50, maxAmount: 20_000 } as DepositChannel;
const bonus: DepositBonus = {
  promotionId: 'p1',
  title: 'First deposit 20%',
  percent: 20,
  maxBonus: 1_000,
  minDeposit: 500,
  turnoverMultiplier: 5,
};

describe('a deposit', () => {
  it("is limited by the narrower of the merchant's and the channel's limits", () => {
    expect(channelLimits(settings, gcash)).toEqual({ min: 100, max: 20_000 });
    expect(channelLimits(settings, undefined)).toEqual({ min: 100, max: 50_000 });
  });

  it('earns the bonus percent up to its maximum, only from its minimum deposit', () => {
    expect(bonusAmount(bonus, 500, 2)).toBe(100);
    expect(bonusAmount(bonus, 1234.55, 2)).toBe(246.91);
    expect(bonusAmount(bonus, 10_000, 2)).toBe(1_000);
    expect(bonusAmount(bonus, 499.99, 2)).toBe(0);
    expect(bonusQualifies(bonus, 499.99)).toBe(false);
    expect(bonusQualifies(bonus, null)).toBeNull();
  });

  it('sends the player to pay only on this site or an allow-listed https host', () => {
    const here = 'https://m.demo.example/m/member/deposit';
    expect(paymentTarget('/__emulators/pay/o1?t=x', [], here)).toBe('https://m.demo.example/__emulators/pay/o1?t=x');
    expect(paymentTarget('https://pay.psp.example/checkout/1', ['pay.psp.example'], here)).toBe('https://pay.psp.example/checkout/1');
    expect(paymentTarget('https://evil.example/checkout/1', ['pay.psp.example'], here)).toBeNull();
    expect(paymentTarget('http://pay.psp.example/checkout/1', ['pay.psp.example'], here)).toBeNull();
    expect(paymentTarget('javascript:alert(1)', ['pay.psp.example'], here)).toBeNull();
    expect(paymentTarget('//evil.example/x', [], here)).toBeNull();
  });
});
