/** The merchant's human verification (Geetest v3/v4, SPEC 5), one runner for every remote. */
export { GeetestRunner, geetest, type GeetestChallenge, type GeetestRunnerDeps } from './geetest-runner';
export { loadGeetestScript, injectScript, GLOBAL_OF, type GeetestVersion, type ScriptInjector } from './geetest-script';
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
