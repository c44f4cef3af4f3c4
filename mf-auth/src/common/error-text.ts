/**
 * The text a failed request shows (SPEC 4, 8): the server's message, else `unknown_error`; the
 * client's own fallbacks (network, time-out…) from the common catalogue.
 */
import { isApiError, i18n, CaptchaError, captchaMessage } from '@m/shared';

export function errorText(error: unknown): string {
  const t = i18n.getFixedT(null, 'auth');
  if (error instanceof CaptchaError) return captchaMessage(error);
  if (isApiError(error)) {
    if (error.messageKey) return i18n.t(error.messageKey, { ns: 'common', defaultValue: t('unknown_error') });
    if (error.message) return error.message;
  }
  return t('unknown_error');
}

export function errorCodeOf(error: unknown): string | undefined {
  return isApiError(error) ? error.errorCode : undefined;
}
