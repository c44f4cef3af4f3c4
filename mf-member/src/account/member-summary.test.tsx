/**
 * The account card's VIP progress (SPEC 3), moved down from e2e/tests/member-centre.spec.ts: on
 * the way to the next label the bar and the text say how many conditions are met; at the top label
 * (no next labelId) the bar is full and says so; an AUTO label lists its benefits. The member's
 * own figures from the backend: the e2e journey of a member with a next label.
 */
import { render, screen } from '@testing-library/react';
import { i18n } from '@m/shared';
import { MemberSummary } from './member-summary';
import type { MemberInfo, RankProgressAnswer } from './account-api';
import EN from '../locales/EN.json';

beforeAll(() => {
  i18n.addResourceBundle('en', 'member', EN, true, false);
});

const diamond = {
  id: 7,
  account: 'vip1',
  type: 0,
  language: 'EN',
  profileIcon: 1,
  clubLabel: { labelId: 'DEMO_DIAMOND', labelName: 'Diamond', type: 'AUTO', rankLevel: 3, benefits: ['VIP customer service'] },
} as unknown as MemberInfo;

function show(info: MemberInfo, progress: RankProgressAnswer | null) {
  render(<MemberSummary info={info} progress={progress} iconCount={8} onIconSaved={() => undefined} />);
}

describe("the account card's VIP progress", () => {
  it('at the top label: a full bar that says so, and the benefits', () => {
    show(diamond, {
      completedConditions: 0,
      totalExpectedConditions: 0,
      labelId: null,
      currentLabelId: 'DEMO_DIAMOND',
    } as RankProgressAnswer);
    expect(screen.getByTestId('club-label').textContent).toBe('Diamond');
    expect(screen.getByTestId('rank-progress').getAttribute('data-ratio')).toBe('1.0000');
    expect(screen.getByTestId('rank-progress-text').textContent).toBe('You are at the top level.');
    expect(screen.getByTestId('vip-benefits').textContent).toContain('VIP customer service');
  });

  it('on the way: how many of the conditions toward the next label are met', () => {
    show(diamond, {
      completedConditions: 2,
      totalExpectedConditions: 5,
      labelId: 'DEMO_GOLD',
      currentLabelId: 'DEMO_SILVER',
    } as RankProgressAnswer);
    expect(screen.getByTestId('rank-progress').getAttribute('data-ratio')).toBe('0.4000');
    expect(screen.getByTestId('rank-progress-text').textContent).toContain('2 of 5');
  });

  it('calls a mobile player by their masked number, not the account name the server made up (issue 37)', () => {
    show({ ...diamond, account: 'm66834233935', displayName: '+66 *****3935' } as MemberInfo, null);
    expect(screen.getByTestId('member-account').textContent).toBe('+66 *****3935');
  });

  it('calls a member by their account name when the backend sends no other', () => {
    show(diamond, null);
    expect(screen.getByTestId('member-account').textContent).toBe('vip1');
  });
});
