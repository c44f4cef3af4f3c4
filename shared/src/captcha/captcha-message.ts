import { i18n } from '../i18n/i18n';
import { CAPTCHA_MESSAGE_KEYS, type CaptchaError } from './captcha-error';

/** What a failed verification says to the player, in the page's language (common catalogue). */
export function captchaMessage(error: CaptchaError): string {
  return i18n.t(CAPTCHA_MESSAGE_KEYS[error.code], { ns: 'common' });
}
