/**
 * The member a login names: by username, or by mobile number (a player registered by mobile
 * logs in with the number: with or without the dialing code, a leading 0 ignored).
 */
import type { MemberRow } from '../../db/member-store';
import type { MerchantData } from '../../merchants/merchant-catalog';
import type { WpsContext } from '../wps-context';

export function findMemberByLogin(ctx: WpsContext, merchant: MerchantData, login: string): MemberRow | undefined {
  const byName = ctx.members.byUsername(merchant.code, login);
  if (byName) return byName;
  const digits = login.replace(/[\s()+-]/g, '');
  if (!/^\d{5,19}$/.test(digits)) return undefined;
  const dialing = merchant.country.countryDialingCode;
  const local = digits.replace(/^0+/, '');
  return ctx.members.byMobileKey(merchant.code, local) ?? ctx.members.byMobileKey(merchant.code, `${dialing}${local}`);
}
