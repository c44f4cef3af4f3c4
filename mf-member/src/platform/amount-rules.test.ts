import { amountProblem, normaliseAmount, toMinor } from './amount-rules';

const peso = { min: 100, max: 50_000, decimals: 2 };

describe('an amount the player types', () => {
  it('goes through within the limits, with up to the currency decimals', () => {
    expect(amountProblem('100', peso)).toBeNull();
    expect(amountProblem('250.50', peso)).toBeNull();
    expect(amountProblem('50000', peso)).toBeNull();
    // A comma as the decimal point, as many phones' keypads type it.
    expect(amountProblem('250,5', peso)).toBeNull();
    expect(normaliseAmount(' 250,5 ')).toBe('250.5');
  });

  it('is refused with the reason beside the field', () => {
    expect(amountProblem('', peso)).toEqual({ key: 'amount_required' });
    expect(amountProblem('abc', peso)).toEqual({ key: 'amount_invalid' });
    expect(amountProblem('-5', peso)).toEqual({ key: 'amount_invalid' });
    expect(amountProblem('1e3', peso)).toEqual({ key: 'amount_invalid' });
    expect(amountProblem('0', { ...peso, min: 0 })).toEqual({ key: 'amount_invalid' });
    expect(amountProblem('100.505', peso)).toEqual({ key: 'amount_decimals', decimals: 2 });
    expect(amountProblem('99.99', peso)).toEqual({ key: 'amount_below_min', limit: 100 });
    expect(amountProblem('50000.01', peso)).toEqual({ key: 'amount_above_max', limit: 50_000 });
  });

  it('counts trailing zeros as no extra decimals', () => {
    expect(amountProblem('100.500', peso)).toBeNull();
    expect(amountProblem('100.5', { ...peso, decimals: 0 })).toEqual({ key: 'amount_decimals', decimals: 0 });
    expect(amountProblem('100.0', { ...peso, decimals: 0 })).toBeNull();
  });

  it('cannot take more than the available balance, which is said before the limit', () => {
    expect(amountProblem('300', { ...peso, available: 250.5 })).toEqual({ key: 'amount_above_balance', limit: 250.5 });
    expect(amountProblem('250.50', { ...peso, available: 250.5 })).toBeNull();
    expect(amountProblem('60000', { ...peso, available: 100_000 })).toEqual({ key: 'amount_above_max', limit: 50_000 });
  });

  it('compares in minor units, not floats', () => {
    expect(toMinor(0.1 + 0.2, 2)).toBe(30);
    expect(amountProblem('0.3', { min: 0.3, max: 1, decimals: 2 })).toBeNull();
  });
});
