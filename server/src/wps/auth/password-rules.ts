/** The merchant's password rule and the site-wide username rule (docs/backend-contract.md). */
import { DEFAULT_MOBILE_PASSWORD } from '@m/shared/contract';
import { WpsError } from '../http/wps-error';
import type { MerchantData } from '../../merchants/merchant-catalog';
import type { MemberRow } from '../../db/member-store';

export const USERNAME_RULE = /^[A-Za-z][A-Za-z0-9_]{3,15}$/;

export function checkUsername(username: string): void {
  if (!USERNAME_RULE.test(username)) throw new WpsError(400, 'username_invalid', { field: 'username' });
}

/** The placeholder of a password-less mobile registration bypasses the rule: the player must change it. */
export function checkPassword(merchant: MerchantData, password: string, field = 'password'): void {
  const rule = merchant.merchant.security.passwordRule;
  if (password.length >= rule.minLength && password.length <= rule.maxLength && new RegExp(rule.pattern).test(password)) return;
  throw new WpsError(
    400,
    'password_invalid',
    { field, minLength: rule.minLength, maxLength: rule.maxLength },
    { minLength: rule.minLength, maxLength: rule.maxLength },
  );
}

export function isDefaultPassword(password: string): boolean {
  return password === DEFAULT_MOBILE_PASSWORD;
}

/** True when the member's password is older than the merchant's maximum age. */
export function passwordExpired(merchant: MerchantData, passwordChangedAt: number, now: number): boolean {
  const days = merchant.merchant.security.passwordMaxAgeDays;
  return days > 0 && now - passwordChangedAt > days * 86_400_000;
}

/** A member with a mobile number whose password is still the well-known placeholder. */
export function placeholderOfMobileAccount(member: MemberRow): boolean {
  return member.password_is_default === 1 && member.mobile !== null;
}
