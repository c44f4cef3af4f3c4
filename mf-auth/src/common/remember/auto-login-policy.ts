/**
 * Auto-login on load (SPEC 4) happens only when all of these hold:
 * no token or session; no redirectUrl or backUrl in the visit; the merchant's auto-login flag
 * (MOBILEAUTOLOGIN3) on; the stored autoLogin flag not '0'; a remembered record of the same
 * merchant; and that record is not of the sms type (a code cannot be replayed).
 */
import type { RememberedLogin } from './remembered-login';

export interface AutoLoginFacts {
  hasSession: boolean;
  redirectBlocks: boolean;
  merchantFlagOn: boolean;
  storedAutoLogin: string | null;
  record: RememberedLogin | null;
  merchant: string;
}

export type AutoLoginDecision = { go: true; record: Extract<RememberedLogin, { type: 'username' }> } | { go: false; reason: string };

export function decideAutoLogin(facts: AutoLoginFacts): AutoLoginDecision {
  if (facts.hasSession) return { go: false, reason: 'session' };
  if (facts.redirectBlocks) return { go: false, reason: 'redirect' };
  if (!facts.merchantFlagOn) return { go: false, reason: 'merchant-flag-off' };
  if (facts.storedAutoLogin === '0') return { go: false, reason: 'turned-off' };
  const record = facts.record;
  if (!record) return { go: false, reason: 'no-record' };
  if (record.merchant !== facts.merchant) return { go: false, reason: 'other-merchant' };
  if (record.type === 'sms') return { go: false, reason: 'sms' };
  if (!record.password) return { go: false, reason: 'no-password' };
  return { go: true, record };
}
