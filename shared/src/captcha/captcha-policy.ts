/**
 * When human verification runs (SPEC 5): login only when GEETEST3 is on, and never for sms,
 * firebase or LINE logins; an SMS code request only when GEETESTVCODE3 is on, which needs the
 * v4 provider; registration only when the merchant's register captcha is enabled.
 */
import type { SystemStatus } from '../contract/system-status';
import { CaptchaError, GEETEST_NOT_WORK } from './captcha-error';

export type CaptchaPurpose = 'login' | 'sms' | 'register';
export type LoginKind = 'username' | 'sms' | 'firebase' | 'line';

export function captchaNeeded(purpose: CaptchaPurpose, status: SystemStatus | null, loginKind: LoginKind = 'username'): boolean {
  if (!status) return false;
  switch (purpose) {
    case 'login':
      return status.whitelabel.GEETEST3 === true && loginKind === 'username';
    case 'sms':
      if (status.whitelabel.GEETESTVCODE3 !== true) return false;
      if (status.gw.GEETEST_VERSION !== '4') throw new CaptchaError(GEETEST_NOT_WORK);
      return true;
    case 'register':
      return status.register.captcha.enabled === true;
  }
}
