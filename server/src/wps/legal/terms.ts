/**
 * The merchant's terms and conditions (issue 27): the text GET /wps/system/terms answers, and the
 * consent a registration by form must carry (the version in force and the age confirmation).
 */
import type { RegistrationConsent } from '@m/shared/contract';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { WpsError } from '../http/wps-error';

type Terms = NonNullable<NonNullable<MerchantData['merchant']['legal']>['terms']>;

export function termsOf(merchant: MerchantData): Terms | null {
  return merchant.merchant.legal?.terms ?? null;
}

/** The text in `language`, else English (the schema requires it). Null: the merchant has no terms. */
export function termsDocument(merchant: MerchantData, language: string | undefined) {
  const terms = termsOf(merchant);
  if (!terms) return null;
  const asked = language?.toUpperCase();
  const chosen = asked && terms.text[asked] ? asked : 'EN';
  const text = terms.text[chosen]!;
  return { version: terms.version, language: chosen, title: text.title, paragraphs: text.paragraphs };
}

/**
 * The consent a form registration must carry where the merchant has terms: the version in force
 * (an older one means the player accepted a text that no longer applies) and the age confirmed.
 * Returns what to record, or null when the merchant has no terms.
 */
export function requireConsent(merchant: MerchantData, body: RegistrationConsent): { termsVersion: string; minimumAge: number } | null {
  const terms = termsOf(merchant);
  if (!terms) return null;
  if (body.ageConfirmed !== true || body.termsVersion === undefined)
    throw new WpsError(400, 'terms_not_accepted', { field: 'consent', termsVersion: terms.version });
  if (body.termsVersion !== terms.version) throw new WpsError(409, 'terms_outdated', { field: 'consent', termsVersion: terms.version });
  return { termsVersion: terms.version, minimumAge: merchant.merchant.legal!.minimumAge };
}
