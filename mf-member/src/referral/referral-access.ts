/**
 * Who sees what on /m/inviteFriends (SPEC 2, 6): an agent (member type 1 or 2) goes to agent
 * registration; a member gets their link; a guest sees the programme while the REFERRAL
 * promotion is on and "coming soon" while it is off.
 */
export type ReferralView = 'loading' | 'coming-soon' | 'guest' | 'agent' | 'member';

export function isAgentType(type: number | null | undefined): boolean {
  return type === 1 || type === 2;
}

export function referralView(signedIn: boolean, memberType: number | null | undefined, promotionEnabled: boolean | null): ReferralView {
  if (signedIn) return isAgentType(memberType) ? 'agent' : 'member';
  if (promotionEnabled === null) return 'loading';
  return promotionEnabled ? 'guest' : 'coming-soon';
}

/** The link a friend registers with: the register page carrying the referral code (SPEC 2 query parameters). */
export function referralLink(origin: string, referralCode: string): string {
  return `${origin}/m/register?referralCode=${encodeURIComponent(referralCode)}`;
}
