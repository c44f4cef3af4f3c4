import { progressRatio, visibleBenefits } from './rank-progress';

describe('rank progress (SPEC 3)', () => {
  it('is completed over expected conditions toward the next label', () => {
    expect(progressRatio({ completedConditions: 2, totalExpectedConditions: 5, labelId: 'GOLD' })).toBe(0.4);
  });
  it('is 1 when there is no next label, nothing expected, or no answer', () => {
    expect(progressRatio({ completedConditions: 0, totalExpectedConditions: 0, labelId: null })).toBe(1);
    expect(progressRatio({ completedConditions: 3, totalExpectedConditions: 8, labelId: null })).toBe(1);
    expect(progressRatio({ completedConditions: 0, totalExpectedConditions: 0, labelId: 'X' })).toBe(1);
    expect(progressRatio(null)).toBe(1);
  });
  it('never leaves 0..1 whatever the server says', () => {
    expect(progressRatio({ completedConditions: 9, totalExpectedConditions: 5, labelId: 'X' })).toBe(1);
    expect(progressRatio({ completedConditions: -1, totalExpectedConditions: 5, labelId: 'X' })).toBe(0);
  });
  it('shows benefits for AUTO labels only', () => {
    expect(visibleBenefits({ type: 'AUTO', benefits: ['Cashback'] })).toEqual(['Cashback']);
    expect(visibleBenefits({ type: 'MANUAL', benefits: ['Cashback'] })).toEqual([]);
    expect(visibleBenefits(null)).toEqual([]);
  });
});
