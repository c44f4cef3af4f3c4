/**
 * The body of POST /wps/member/register and /register/mobile (SPEC 3 "Registration request").
 * Pure: every value that depends on the page comes in `RegistrationContext`.
 */
import { DEFAULT_MOBILE_PASSWORD, type BodyOf, type PixelTrack, type CaptchaFields } from '@m/shared';
import type { RegisterMethod } from '../platform/device/run-mode';

export interface RegistrationContext {
  registerMethod: RegisterMethod;
  registerUrl: string;
  domain: string;
  loginDeviceId: string;
  isOfficialAppLogin: boolean;
  referralCode: string | null;
  affiliateCode: string | null;
  pixelTrack: PixelTrack | null;
  /** register.requirePassword of the merchant's status. */
  requirePassword: boolean;
  /** legal.terms.version of the merchant's status: the terms the player accepts; null: none to accept. */
  termsVersion: string | null;
}

/** A social or LINE identity the new account is linked to (SPEC 4 bind / register). */
export interface LinkedIdentity {
  firebaseChannel2?: string;
  firebaseIdToken2?: string;
  lineSessionToken?: string;
}

/** `ageConfirmed`: the player ticked the box for the minimum age and the terms (issue 27). */
export type RegistrationInput = { ageConfirmed?: boolean } & (
  | { mode: 'username'; username: string; password: string }
  | { mode: 'mobile'; countryDialingCode: string; mobileNum: string; password: string; smsCode?: string }
);

export function registrationPassword(input: RegistrationInput, requirePassword: boolean): string {
  // SPEC 5: a mobile registration that needs no password gets the fixed placeholder.
  if (input.mode === 'mobile' && !requirePassword && input.password === '') return DEFAULT_MOBILE_PASSWORD;
  return input.password;
}

/** The body of either registration call (username or mobile, as `input.mode` says). */
export type RegistrationBody = BodyOf<'register'> | BodyOf<'registerMobile'>;

export function buildRegistrationBody(
  input: RegistrationInput,
  context: RegistrationContext,
  captcha: CaptchaFields | null,
  linked: LinkedIdentity = {},
): RegistrationBody {
  const body: Record<string, unknown> = {
    registerMethod: context.registerMethod,
    registerUrl: context.registerUrl,
    domain: context.domain,
    loginDeviceId: context.loginDeviceId,
    isOfficialAppLogin: context.isOfficialAppLogin,
    referralCode: context.referralCode ?? undefined,
    affiliateCode: context.affiliateCode ?? undefined,
    pixelTrack: context.pixelTrack,
    // Log the new player in at once: the answer carries the session token.
    login: true,
    password: registrationPassword(input, context.requirePassword),
    // The consent goes with the version the status named: the server refuses any other one.
    ...(context.termsVersion !== null && input.ageConfirmed === true ? { termsVersion: context.termsVersion, ageConfirmed: true } : {}),
    ...captcha,
    ...linked,
  };
  if (input.mode === 'username') {
    body.username = input.username.trim();
  } else {
    body.countryDialingCode = input.countryDialingCode;
    body.mobileNum = input.mobileNum.replace(/\D/g, '');
    if (input.smsCode) {
      body.smsCode = input.smsCode.trim();
      body.smsTemplate = 'REGISTER';
    }
  }
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  // Built field by field above for the mode's call; the server validates it with the same schema.
  return body as RegistrationBody;
}
