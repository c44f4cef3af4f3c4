/**
 * The merchant's own SMS code (SPEC 7 POST /wps/verification/sms/noLogin), for SMS login and
 * mobile registration. Human verification first when GEETESTVCODE3 is on (v4 only, SPEC 5).
 * Elsewhere the server gives a device its first code without one and answers a further code
 * `sms_captcha_required` (issue 24): the player then solves the merchant's captcha and the same
 * request goes again with the answer.
 */
import { api, captchaNeeded, geetest, withCaptchaWhenAsked, type CaptchaFields } from '@m/shared';
import { deviceId } from '../platform/device/device-id';
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
  return withSmsCaptcha((captcha) =>
    api.call('smsNoLogin', {
      body: { countryDialingCode, mobileNum: mobileNum.replace(/\D/g, ''), smsTemplate, loginDeviceId: deviceId(), ...captcha },
    }),
  );
}

/**
 * A password reset code by user name (issue 26): it goes to the account's bound mobile; the
 * answer names that number masked ("•••• 3935"), the same whether or not the name has one.
 */
export async function sendResetCodeByUserName(userName: string): Promise<SmsSent & { mobileNum: string }> {
  return withSmsCaptcha((captcha) =>
    api.call('smsResetByUserName', { body: { userName: userName.trim(), loginDeviceId: deviceId(), ...captcha } }),
  );
}

/** The merchant's captcha before a code where it asks for one, or after `sms_captcha_required`. */
async function withSmsCaptcha<T>(request: (captcha: CaptchaFields | null) => Promise<T>): Promise<T> {
  const status = await statusReady();
  return withCaptchaWhenAsked(status, request, { askFirst: captchaNeeded('sms', status) });
}
