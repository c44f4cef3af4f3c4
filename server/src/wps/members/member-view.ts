/**
 * What the front end sees of a member: member info (SPEC 3: id, account, type, language,
 * clubLabel) and VIP rank progress (completedConditions, totalExpectedConditions, labelId of
 * the next label; no next label means the top is reached and progress is 1).
 */
import type { MemberRow } from '../../db/member-store';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { localize } from '../localize';
import { passwordExpired } from '../auth/password-rules';
import { shownName } from './shown-name';

export interface ClubLabel {
  labelId: string;
  labelName: string;
  type: 'AUTO' | 'MANUAL';
  rankLevel: number;
  /** The label's benefits in the player's language (SPEC 3: AUTO shows VIP benefits). */
  benefits: string[];
}

function labelOf(merchant: MerchantData, member: MemberRow) {
  const { labels, defaultLabelId } = merchant.vip;
  return (
    labels.find((label) => label.labelId === member.club_label_id) ?? labels.find((label) => label.labelId === defaultLabelId) ?? labels[0]
  );
}

export function clubLabel(merchant: MerchantData, member: MemberRow, language: string): ClubLabel | null {
  const label = labelOf(merchant, member);
  return label
    ? {
        labelId: label.labelId,
        labelName: localize(label.labelName, language),
        type: label.type,
        rankLevel: label.rankLevel,
        benefits: (label.benefits ?? []).map((benefit) => localize(benefit, language)),
      }
    : null;
}

export function maskMobile(member: MemberRow): string | null {
  if (!member.mobile_num) return null;
  const digits = member.mobile_num;
  return digits.length <= 4 ? digits : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** `balance`: the member's wallet balance from the ledger, in major units. */
export function memberInfo(merchant: MerchantData, member: MemberRow, language: string, now: number, balance: number) {
  return {
    id: member.id,
    account: member.display_name,
    userName: member.display_name,
    displayName: shownName(member),
    type: member.customer_type,
    language: member.language ?? merchant.merchant.defaultLanguage,
    clubLabel: clubLabel(merchant, member, language),
    countryDialingCode: member.country_dialing_code,
    mobileNum: maskMobile(member),
    email: member.email,
    currency: merchant.country.currency,
    balance,
    profileIcon: member.profile_icon,
    defaultPassword: member.password_is_default === 1,
    passwordExpired: passwordExpired(merchant, member.password_changed_at, now),
    twoFactor: { sms: member.two_factor_sms === 1, email: member.two_factor_email === 1, ga: member.totp_secret !== null },
    createdAt: new Date(member.created_at).toISOString(),
  };
}

export function rankProgress(merchant: MerchantData, member: MemberRow) {
  const current = labelOf(merchant, member);
  const next =
    current?.type === 'AUTO'
      ? merchant.vip.labels
          .filter((label) => label.type === 'AUTO' && label.rankLevel > current.rankLevel)
          .sort((a, b) => a.rankLevel - b.rankLevel)[0]
      : undefined;
  const total = next ? (current?.expectedConditions ?? 0) : 0;
  const completed = Math.min(member.rank_completed, total);
  const progress = { completedConditions: completed, totalExpectedConditions: total, labelId: next?.labelId ?? null };
  return {
    ...progress,
    currentLabelId: current?.labelId ?? null,
    // The two shapes SPEC 3 and 7 name: the ratio, and the progress under playerRankProgress.
    currentProgress: next && total > 0 ? completed / total : 1,
    playerRankProgress: progress,
  };
}
