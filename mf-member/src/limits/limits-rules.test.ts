import { COOLING_OFF_CHOICES, limitEffect, SELF_EXCLUSION_CHOICES } from './limits-rules';

describe('what saving a deposit limit does', () => {
  it('a first or lower limit holds at once; a higher one or a removal after 24 hours', () => {
    expect(limitEffect(null, 500)).toBe('now');
    expect(limitEffect(1000, 500)).toBe('now');
    expect(limitEffect(1000, 1500)).toBe('later');
    expect(limitEffect(1000, null)).toBe('later');
    expect(limitEffect(1000, 1000)).toBe('unchanged');
    expect(limitEffect(null, null)).toBe('unchanged');
  });

  it('offers breaks of 1 day to 6 weeks and self-exclusions of 6 months or more only', () => {
    expect(Math.min(...COOLING_OFF_CHOICES)).toBe(1);
    expect(Math.max(...COOLING_OFF_CHOICES)).toBe(42);
    expect(Math.min(...SELF_EXCLUSION_CHOICES)).toBe(6);
  });
});
