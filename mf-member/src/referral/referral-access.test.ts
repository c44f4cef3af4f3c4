import { referralLink, referralView } from './referral-access';

describe('the referral page (SPEC 2, 6)', () => {
  it('sends a signed-in agent (type 1 or 2) to agent registration', () => {
    expect(referralView(true, 1, false)).toBe('agent');
    expect(referralView(true, 2, true)).toBe('agent');
  });
  it('gives a signed-in member their link whether or not the promotion is on', () => {
    expect(referralView(true, 0, false)).toBe('member');
    expect(referralView(true, 4, null)).toBe('member');
  });
  it('shows a guest the programme while REFERRAL is on, "coming soon" while it is off', () => {
    expect(referralView(false, null, true)).toBe('guest');
    expect(referralView(false, null, false)).toBe('coming-soon');
    expect(referralView(false, null, null)).toBe('loading');
  });
  it('links to registration with the code, escaped', () => {
    expect(referralLink('https://demo.example', 'player1')).toBe('https://demo.example/m/register?referralCode=player1');
    expect(referralLink('https://d', 'a&b')).toBe('https://d/m/register?referralCode=a%26b');
  });
});
