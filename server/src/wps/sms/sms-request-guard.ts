/**
 * What an SMS code request must get past before a code is sent (issue 24), in this order:
 * - the budgets: per address and per number (the merchant's own limits), and the merchant's
 *   hourly and daily budget. Beyond one: `sms_budget_exhausted` (429, Retry-After), which the
 *   player reads with the wait, unlike a silent TOO_MANY_REQUEST (SPEC 8);
 * - the captcha: on every code where the merchant's GEETESTVCODE3 asks for it (v4 only, SPEC 5);
 *   elsewhere on every code but a device's first (and an address's first few) within the
 *   window: a second code from the same device costs the sender a solved captcha, which is what
 *   stops a script from pumping or bombing with codes. Without an answer: `sms_captcha_required`
 *   (mf-auth runs the merchant's captcha and asks again).
 */
import { WpsError } from '../http/wps-error';
import { smsNeedsCaptcha, verifyCaptcha, type CaptchaFields } from '../captcha/captcha-guard';
import type { MerchantData } from '../../merchants/merchant-catalog';
import type { WpsContext } from '../wps-context';

export interface SmsRequest extends CaptchaFields {
  loginDeviceId?: string | undefined;
}

/** The budgets alone: per address and number (the merchant's limits), and the merchant's hourly and daily budget. */
export function spendSmsBudget(ctx: WpsContext, merchant: MerchantData, ip: string, mobile: string, now: number): void {
  const own = merchant.merchant.security.rateLimits.sms;
  const budget = ctx.writeLimits.sms;
  const spend = (key: string, limit: { max: number; windowSeconds: number }) =>
    ctx.limiter.hit(`${merchant.code}:${key}`, limit, now, 'sms_budget_exhausted');
  spend(`sms:ip:${ip}`, own.perIp);
  spend(`sms:account:${mobile}`, own.perAccount);
  // The merchant's budget: a flood from many addresses cannot send (and bill) without end.
  spend('sms:hour', budget.perMerchantHour);
  spend('sms:day', budget.perMerchantDay);
}

export async function guardSmsRequest(
  ctx: WpsContext,
  merchant: MerchantData,
  request: { ip: string; mobile: string; now: number; body: SmsRequest },
): Promise<void> {
  const { ip, mobile, now, body } = request;
  const budget = ctx.writeLimits.sms;
  spendSmsBudget(ctx, merchant, ip, mobile, now);

  if (smsNeedsCaptcha(merchant)) {
    await verifyCaptcha(ctx.verification, merchant, body, now, { v4Only: true });
    return;
  }
  const device = body.loginDeviceId ? `${merchant.code}:sms-free:device:${body.loginDeviceId}` : null;
  const address = `${merchant.code}:sms-free:ip:${ip}`;
  const free =
    ctx.limiter.allows(address, budget.freePerIp, now) && (device === null || ctx.limiter.allows(device, budget.freePerDevice, now));
  if (!free) {
    if (!hasAnswer(body)) {
      throw new WpsError(400, 'sms_captcha_required', { captcha: merchant.integrations.captcha.version });
    }
    await verifyCaptcha(ctx.verification, merchant, body, now);
  }
  // Every accepted request counts, a captcha-verified one too: the next one needs its own.
  ctx.limiter.count(address, budget.freePerIp, now);
  if (device) ctx.limiter.count(device, budget.freePerDevice, now);
}

function hasAnswer(body: CaptchaFields): boolean {
  return Boolean(body.geetestValidateV4) || Boolean(body.geetestChallenge);
}
