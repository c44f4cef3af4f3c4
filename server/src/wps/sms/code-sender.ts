/**
 * The one way a verification code leaves the server (issue 35), by SMS or e-mail, for every
 * sender: login, registration and reset codes without a session, the security page's and the
 * cashier's codes of a signed-in member. What a request must get past, in this order:
 * - the number's dialing code is one of the merchant's countries (codes to premium-rate ranges
 *   such as +882, +881, +247 were SMS-pumping fraud billed to the merchant);
 * - the budgets per address and per recipient (the merchant's own limits): `sms_budget_exhausted`
 *   (429, Retry-After), which the player reads with the wait (SPEC 8);
 * - the merchant's hourly and daily budget is an alarm (security/merchant-alarms.ts), not a
 *   refusal: once it is spent, a stranger (no session, no returning-device cookie) needs a
 *   captcha for every code, and a player never meets a refusal they did not cause;
 * - the captcha: on every code without a session where the merchant's GEETESTVCODE3 asks for it
 *   (v4 only, SPEC 5); elsewhere on every code but the first within the hour of a device (an
 *   address has a few, for players behind one carrier address), and on every code but the first
 *   of a member sending to a number or address not yet theirs (the security page runs the same
 *   captcha as the login page). Without an answer: `sms_captcha_required` (the client runs the merchant's captcha and
 *   asks again). A code to the member's own bound contact needs none.
 */
import crypto from 'node:crypto';
import { CODE_RESEND_AFTER_S, SENT_CODE_LENGTH } from '@m/shared/contract';
import type { Call } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { smsNeedsCaptcha, verifyCaptcha, type CaptchaFields } from '../captcha/captcha-guard';
import { returningMember } from '../auth/returning-device';
import { smsText, type SmsPurpose } from './sms-texts';

export interface SmsRequest extends CaptchaFields {
  loginDeviceId?: string | undefined;
}

export interface CodeAdmission {
  /** The budget key of the recipient: the number's digits, an e-mail key, `name:<user>`. */
  key: string;
  /** Where the player typed the number: its dialing code, which must be one of the merchant's. */
  dialingCode?: string;
  /** The captcha fields and device id the request carried. */
  body: SmsRequest;
  /** A code to the signed-in member's own bound mobile or e-mail: no captcha rule. */
  ownContact?: boolean;
}

type AnyCall = Call<unknown, unknown>;

/** Refuses a number outside the merchant's countries. */
export function requireMerchantDialingCode(call: AnyCall, dialingCode: string): void {
  const dialingCodes = call.merchant.country.countries.map((country) => country.dialingCode);
  if (!dialingCodes.includes(dialingCode)) {
    const reason = { field: 'countryDialingCode', reason: `one of ${dialingCodes.join(', ')}` };
    throw new WpsError(400, 'invalid_request', reason, reason);
  }
}

/** Spends the budgets; true when the merchant's own budget is spent (its alarm is up). */
function spendBudgets(call: AnyCall, key: string): boolean {
  const { ctx, merchant, ip, now } = call;
  const own = merchant.merchant.security.rateLimits.sms;
  const budget = ctx.writeLimits.sms;
  const spend = (name: string, limit: { max: number; windowSeconds: number }) =>
    ctx.limiter.hit(`${merchant.code}:${name}`, limit, now, 'sms_budget_exhausted');
  spend(`sms:ip:${ip}`, own.perIp);
  spend(`sms:account:${key}`, own.perAccount);
  const hour = ctx.alarms.use(merchant.code, 'SMS hourly budget', budget.perMerchantHour, now);
  const day = ctx.alarms.use(merchant.code, 'SMS daily budget', budget.perMerchantDay, now);
  return hour || day;
}

/** Everything a code request must get past before a code is made (see the file comment). */
export async function admitCode(call: AnyCall, request: CodeAdmission): Promise<void> {
  const { ctx, merchant, ip, now, session } = call;
  if (request.dialingCode !== undefined) requireMerchantDialingCode(call, request.dialingCode);
  const merchantOver = spendBudgets(call, request.key);
  if (request.ownContact && session) return;
  const body = request.body;
  if (!session && smsNeedsCaptcha(merchant)) {
    await verifyCaptcha(ctx, merchant, body, now, { v4Only: true });
    return;
  }
  const budget = ctx.writeLimits.sms;
  // Whose free code this is: the member's (signed in), else the device's and the address's.
  const free: { key: string; limit: { max: number; windowSeconds: number } }[] = session
    ? [{ key: `${merchant.code}:sms-free:member:${session.member.id}`, limit: budget.freePerMember }]
    : [
        { key: `${merchant.code}:sms-free:ip:${ip}`, limit: budget.freePerIp },
        ...(body.loginDeviceId ? [{ key: `${merchant.code}:sms-free:device:${body.loginDeviceId}`, limit: budget.freePerDevice }] : []),
      ];
  const known = session !== null || returningMember(call) !== null;
  const stranger = merchantOver && !known;
  if (stranger || !free.every(({ key, limit }) => ctx.limiter.allows(key, limit, now))) {
    if (!hasAnswer(body)) throw new WpsError(400, 'sms_captcha_required', { captcha: merchant.integrations.captcha.version });
    await verifyCaptcha(ctx, merchant, body, now);
  }
  // Every accepted request counts, a captcha-verified one too: the next one needs its own.
  for (const { key, limit } of free) ctx.limiter.count(key, limit, now);
}

/** A new code of the contract's length (SENT_CODE_LENGTH digits), leading zeros kept. */
export function randomCode(length = SENT_CODE_LENGTH): string {
  return String(crypto.randomInt(0, 10 ** length)).padStart(length, '0');
}

/** How long a code is good and when another may be asked for (the contract's answer fields). */
export function codeTimes(call: AnyCall): { expiresInSeconds: number; resendAfterSeconds: number } {
  return { expiresInSeconds: call.merchant.integrations.sms.codeTtlSeconds, resendAfterSeconds: CODE_RESEND_AFTER_S };
}

/** Sends an admitted code and stores it (hashed) for its purpose; a failed send leaves none behind. */
export async function deliverCode(
  call: AnyCall,
  message: { channel: 'sms' | 'email'; recipient: string; key: string; purpose: string; text: SmsPurpose },
): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }> {
  const { ctx, merchant, now, language } = call;
  const unavailable = message.channel === 'sms' ? 'sms_unavailable' : 'email_unavailable';
  if (!ctx.sender.canSend(message.channel, merchant)) throw new WpsError(503, unavailable);
  const times = codeTimes(call);
  const code = randomCode();
  const text = smsText(language, message.text, { site: merchant.merchant.name, code, minutes: Math.round(times.expiresInSeconds / 60) });
  try {
    await ctx.sender.send({ merchant: merchant.code, channel: message.channel, recipient: message.recipient, text, code }, merchant);
  } catch (error) {
    ctx.log.warn(`${message.channel} code not delivered: ${(error as Error).message}`);
    throw new WpsError(503, unavailable);
  }
  ctx.verification.saveSmsCode({
    merchant: merchant.code,
    mobile: message.key,
    purpose: message.purpose,
    code,
    ttlMs: times.expiresInSeconds * 1000,
    now,
  });
  return times;
}

function hasAnswer(body: CaptchaFields): boolean {
  return Boolean(body.geetestValidateV4) || Boolean(body.geetestChallenge);
}
