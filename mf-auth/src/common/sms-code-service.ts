/**
 * The merchant's own SMS code (SPEC 7 POST /wps/verification/sms/noLogin), for SMS login and
 * mobile registration. Human verification first when GEETESTVCODE3 is on (v4 only, SPEC 5).
 */
import { api } from '@m/shared';
import { captchaNeeded } from '../platform/captcha/captcha-policy';
import { geetest } from '../platform/captcha/geetest-runner';
import type { CaptchaFields } from '../platform/captcha/captcha-fields';
import { statusReady } from './auth-environment';

export type SmsTemplate = 'LOGIN' | 'REGISTER' | 'RESET_PASSWORD';

export interface SmsSent {
  sent: boolean;
  expiresInSeconds?: number;
  resendAfterSeconds?: number;
}

/**
 * The same human check before Firebase sends a code: Firebase has its own reCAPTCHA, but the
 * merchant's flag is about the player's request for a code, whoever sends it.
 */
export async function verifyBeforeSms(): Promise<void> {
  const status = await statusReady();
  if (!captchaNeeded('sms', status)) return;
  await geetest.verify(status);
  geetest.reset();
}

export async function sendSmsCode(countryDialingCode: string, mobileNum: string, smsTemplate: SmsTemplate): Promise<SmsSent> {
  const status = await statusReady();
  let captcha: CaptchaFields | null = null;
  if (captchaNeeded('sms', status)) captcha = await geetest.verify(status);
  try {
    return await api.call('smsNoLogin', { body: { countryDialingCode, mobileNum: mobileNum.replace(/\D/g, ''), smsTemplate, ...captcha } });
  } finally {
    if (captcha) geetest.reset();
  }
}
