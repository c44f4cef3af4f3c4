/**
 * The current factor that confirms a change on the security page (issue 26): the password, or a
 * code of a second factor that is on (shared/src/contract/security-proofs.ts says which). Wrong
 * guesses count against the same limits as a login: a stolen session cannot try passwords
 * faster here than at the login form.
 */
import { availableProofs, type SecurityProof } from '@m/shared/contract';
import type { MemberRow } from '../../db/member-store';
import type { Call } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { maskMobile } from '../members/member-view';
import { verifyPassword } from './password-hasher';
import { placeholderOfMobileAccount } from './password-rules';
import { totpStep } from './totp';

/** The purpose of a code sent to the bound mobile or e-mail to prove a change. */
export const PROOF_PURPOSE = 'SECURITY';

/** The key codes for an e-mail address are kept under (the code table is keyed by recipient). */
export const emailCodeKey = (email: string) => `email:${email.toLowerCase()}`;

export function proofFacts(member: MemberRow) {
  return {
    twoFactor: { sms: member.two_factor_sms === 1, email: member.two_factor_email === 1, ga: member.totp_secret !== null },
    passwordProof: !placeholderOfMobileAccount(member),
    mobileNum: maskMobile(member),
  };
}

export async function checkProof(call: Call<unknown, unknown>, member: MemberRow, proof: SecurityProof): Promise<void> {
  const { ctx, merchant, ip, now } = call;
  const limits = merchant.merchant.security.rateLimits.login;
  ctx.limiter.hit(`${merchant.code}:login:ip:${ip}`, limits.perIp, now);
  ctx.limiter.hit(`${merchant.code}:login:account:${member.username}`, limits.perAccount, now);
  if (!availableProofs(proofFacts(member)).includes(proof.type)) throw new WpsError(400, 'verify_code_err', { field: 'proof' });
  if (proof.type === 'password') {
    if (!(await verifyPassword(proof.password, member.password_hash))) throw new WpsError(400, 'old_password_err', { field: 'proof' });
    return;
  }
  if (proof.type === 'ga') {
    // A code is good once, here as at login: its step must be later than the last one used.
    const step = totpStep(member.totp_secret as string, proof.code, now);
    if (step === null || !ctx.members.useTotpStep(member.id, step)) throw new WpsError(400, 'verify_code_err', { field: 'proof' });
    return;
  }
  const key = proof.type === 'sms' ? (member.mobile as string) : emailCodeKey(member.email as string);
  const result = ctx.verification.consumeSmsCode({
    merchant: merchant.code,
    mobile: key,
    purposes: [PROOF_PURPOSE],
    code: proof.code,
    now,
  });
  if (result !== 'ok') throw new WpsError(400, result === 'expired' ? 'sms_code_expired' : 'verify_code_err', { field: 'proof' });
}
