/**
 * The account-wide failure threshold (issue 35): login limits are per account and address (a
 * stranger's failures delay the stranger, issue 24), so one account's password could be guessed
 * from many addresses without end (40 guesses from 40 addresses, none refused). Now the failed
 * password logins of one account, from any address, are counted; beyond the threshold a password
 * login to it needs a solved captcha (`login_captcha_required`, mf-auth runs the captcha and asks
 * again). Never a lockout: the owner signs in with the captcha, and a device where the member
 * signed in before (auth/returning-device.ts) is not asked. Counted on the typed name too, so
 * an unknown name is asked exactly as a known one (the captcha does not tell which names exist).
 */
import type { Call } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { verifyCaptcha, type CaptchaFields } from '../captcha/captcha-guard';
import { returningMember } from './returning-device';

type AnyCall = Call<unknown, unknown>;

const keysOf = (call: AnyCall, loginText: string, memberId: number | null) => [
  `${call.merchant.code}:login-failures:text:${loginText}`,
  ...(memberId === null ? [] : [`${call.merchant.code}:login-failures:member:${memberId}`]),
];

/**
 * Before the password is checked: over the threshold, a captcha answer is required (and
 * verified) unless the merchant's own login captcha was already verified or this device is the
 * member's.
 */
export async function requireCaptchaAfterFailures(
  call: AnyCall,
  loginText: string,
  memberId: number | null,
  answer: CaptchaFields,
  alreadyVerified: boolean,
): Promise<void> {
  const { ctx, merchant, now } = call;
  if (alreadyVerified) return;
  const limit = ctx.writeLimits.loginFailures.perAccount;
  if (keysOf(call, loginText, memberId).every((key) => ctx.limiter.allows(key, limit, now))) return;
  if (memberId !== null && returningMember(call) === memberId) return;
  if (!answer.geetestChallenge && !answer.geetestValidateV4) {
    throw new WpsError(400, 'login_captcha_required', { captcha: merchant.integrations.captcha.version });
  }
  await verifyCaptcha(ctx, merchant, answer, now);
}

/** Counts a failed password login against the name and the account, from whatever address. */
export function countAccountFailure(call: AnyCall, loginText: string, memberId: number | null): void {
  const limit = call.ctx.writeLimits.loginFailures.perAccount;
  // Counted up to the threshold only: a flood keeps the window full, not a growing list.
  for (const key of keysOf(call, loginText, memberId))
    if (call.ctx.limiter.allows(key, limit, call.now)) call.ctx.limiter.count(key, limit, call.now);
}
