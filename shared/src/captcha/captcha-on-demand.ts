/**
 * A code request with the merchant's captcha where the server asks for one (issue 35): the
 * server gives the first code of a device or a member without one and answers a further one
 * `sms_captcha_required`; the player then solves the captcha and the same request goes again
 * with the answer. Where the merchant asks a captcha before every code (`askFirst`), it runs
 * before the first request. Every sender (mf-auth's login, registration and reset codes,
 * mf-member's security page) goes through here, with the one runner of the page.
 */
import { isApiError } from '../api/api-error';
import { isErrorCode } from '../contract/error-code-checks';
import type { SystemStatus } from '../contract/system-status';
import type { CaptchaFields } from './captcha-fields';
import { CaptchaError, GEETEST_NOT_WORK } from './captcha-error';
import { geetest, type Captcha } from './geetest';

export async function withCaptchaWhenAsked<T>(
  status: SystemStatus | null,
  request: (captcha: CaptchaFields | null) => Promise<T>,
  options: { askFirst?: boolean; runner?: Captcha } = {},
): Promise<T> {
  const runner = options.runner ?? geetest;
  // Without the merchant's status (its captcha version and script) no widget can be shown.
  const verify = () => (status ? runner.verify(status) : Promise.reject(new CaptchaError(GEETEST_NOT_WORK, 'no status')));
  let captcha: CaptchaFields | null = null;
  if (options.askFirst) captcha = await verify();
  try {
    try {
      return await request(captcha);
    } catch (error) {
      const asked = isApiError(error) && isErrorCode(error.errorCode, 'sms_captcha_required');
      if (captcha || !asked) throw error;
    }
    captcha = await verify();
    return await request(captcha);
  } finally {
    // The widget's answer is good once: the next code starts from a new challenge.
    if (captcha) runner.reset();
  }
}
