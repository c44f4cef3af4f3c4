/**
 * What the player is called in the header and the member centre (issue 37): their account name,
 * except a mobile registration's generated one (m66834233935), which means nothing to them. That
 * player registered and signs in with their number, so they are shown it, masked as member info
 * masks it (+66 *****3935): the account itself stays the spec's `userName` / `account`.
 */
import type { MemberRow } from '../../db/member-store';
import { isGeneratedFromMobile } from './generate-username';

export function shownName(member: Pick<MemberRow, 'display_name' | 'mobile' | 'country_dialing_code' | 'mobile_num'>): string {
  const { display_name: name, mobile, country_dialing_code: dialing, mobile_num: number } = member;
  if (!mobile || !dialing || !number || !isGeneratedFromMobile(name, mobile)) return name;
  // As the key keeps it: after the dialing code, the number has no trunk zero (+66 81…, not +66 081…).
  const digits = number.replace(/\D/g, '').replace(/^0+/, '');
  const masked = digits.length <= 4 ? digits : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
  return `+${dialing.replace(/\D/g, '')} ${masked}`;
}
