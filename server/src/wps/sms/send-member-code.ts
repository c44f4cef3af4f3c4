/**
 * A verification code from a signed-in member's security page (issue 26), by SMS or e-mail:
 * the same budgets as any code (per address, per recipient, the merchant's), no captcha (the
 * session already proves a person signed in), stored hashed for one purpose.
 */
import crypto from 'node:crypto';
import type { Call } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { smsText } from './sms-texts';
import { spendSmsBudget } from './sms-request-guard';

export const CODE_RESEND_AFTER_S = 60;

export async function sendMemberCode(
  call: Call<unknown, unknown>,
  input: { channel: 'sms' | 'email'; recipient: string; key: string; purpose: string },
): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }> {
  const { ctx, merchant, ip, now, language } = call;
  const unavailable = input.channel === 'sms' ? 'sms_unavailable' : 'email_unavailable';
  if (!ctx.sender.canSend(input.channel, merchant)) throw new WpsError(503, unavailable);
  spendSmsBudget(ctx, merchant, ip, input.key, now);
  const ttlSeconds = merchant.integrations.sms.codeTtlSeconds;
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const text = smsText(language, 'VERIFY', { site: merchant.merchant.name, code, minutes: Math.round(ttlSeconds / 60) });
  try {
    await ctx.sender.send({ merchant: merchant.code, channel: input.channel, recipient: input.recipient, text, code }, merchant);
  } catch (error) {
    ctx.log.warn(`${input.channel} code not delivered: ${(error as Error).message}`);
    throw new WpsError(503, unavailable);
  }
  ctx.verification.saveSmsCode({ merchant: merchant.code, mobile: input.key, purpose: input.purpose, code, ttlMs: ttlSeconds * 1000, now });
  return { expiresInSeconds: ttlSeconds, resendAfterSeconds: CODE_RESEND_AFTER_S };
}
