/**
 * The text a failed request shows (SPEC 4, 8): the server's message, else `unknown_error`; the
 * client's own fallbacks (network, time-out…) from the common catalogue.
 */
import { isApiError, i18n } from '@m/shared';
import { CaptchaError, CAPTCHA_MESSAGE_KEYS } from '../platform/captcha/captcha-error';

export function errorText(error: unknown): string {
  const t = i18n.getFixedT(null, 'auth');
  if (error instanceof CaptchaError) return t(CAPTCHA_MESSAGE_KEYS[error.code]);
  if (isApiError(error)) {
    if (error.messageKey) return i18n.t(error.messageKey, { ns: 'common', defaultValue: t('unknown_error') });
    if (error.message) return error.message;
  }
  return t('unknown_error');
}

export function errorCodeOf(error: unknown): string | undefined {
  return isApiError(error) ? error.errorCode : undefined;
}
