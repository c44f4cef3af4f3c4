/** The merchant's human verification (Geetest v3/v4, SPEC 5), one runner for every remote. */
// The runner's code (geetest-runner.ts, geetest-script.ts) is fetched on the first verification:
// only types of it here, so that no first view downloads it (geetest.ts).
export { geetest, LazyGeetest, type Captcha } from './geetest';
export type { GeetestRunner, GeetestChallenge, GeetestRunnerDeps } from './geetest-runner';
export type { GeetestVersion, ScriptInjector } from './geetest-script';
export {
  CaptchaError,
  CAPTCHA_MESSAGE_KEYS,
  VERIFY_FIRST,
  VERIFY_TOO_FAST,
  GEETEST_NOT_WORK,
  type CaptchaErrorCode,
} from './captcha-error';
export type { CaptchaFields, GeetestV4Answer } from './captcha-fields';
export { captchaNeeded, type CaptchaPurpose, type LoginKind } from './captcha-policy';
export { withCaptchaWhenAsked } from './captcha-on-demand';
export { captchaMessage } from './captcha-message';
