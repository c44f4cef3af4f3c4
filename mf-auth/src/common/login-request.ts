/**
 * The body and headers of POST /wps/session/login (SPEC 3 "Login request"): username, password,
 * type (username, sms, firebase, line), firebaseChannel, firebaseIdToken, lineSessionToken, the
 * captcha fields, merchant, loginDeviceId, isOfficialAppLogin, device; header `Device` IPAD,
 * PWA or WEBCLIP, else absent.
 */
import type { LoginDevice } from '../platform/device/run-mode';
import type { CaptchaFields } from '../platform/captcha/captcha-fields';

/** A social or LINE identity to link to the account the player logs in to (SPEC 4 bind dialog). */
export type Binding = { firebaseChannel: string; firebaseIdToken: string } | { lineSessionToken: string };

export type LoginInput =
  | { kind: 'username'; username: string; password: string; binding?: Binding | null }
  | { kind: 'sms'; countryDialingCode: string; mobileNum: string; smsCode: string }
  /** Firebase phone sign-in: an SMS login proven by Firebase's ID token. */
  | { kind: 'firebase-phone'; idToken: string }
  /** Social sign-in through Firebase (google, facebook, one-tap). */
  | { kind: 'firebase'; channel: string; idToken: string }
  | { kind: 'line'; lineSessionToken: string };

export interface LoginContext {
  merchant: string;
  loginDeviceId: string;
  isOfficialAppLogin: boolean;
  device: LoginDevice | null;
}

export function loginType(input: LoginInput): 'username' | 'sms' | 'firebase' | 'line' {
  switch (input.kind) {
    case 'firebase-phone':
      return 'sms';
    default:
      return input.kind;
  }
}

export function buildLoginBody(input: LoginInput, context: LoginContext, captcha: CaptchaFields | null): Record<string, unknown> {
  const body: Record<string, unknown> = {
    type: loginType(input),
    merchant: context.merchant,
    loginDeviceId: context.loginDeviceId,
    isOfficialAppLogin: context.isOfficialAppLogin,
  };
  if (context.device) body.device = context.device;
  switch (input.kind) {
    case 'username':
      Object.assign(body, { username: input.username.trim(), password: input.password }, input.binding ?? {}, captcha ?? {});
      break;
    case 'sms':
      Object.assign(body, { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum.replace(/\D/g, ''), smsCode: input.smsCode.trim() });
      break;
    case 'firebase-phone':
      Object.assign(body, { firebaseChannel: 'phone', firebaseIdToken: input.idToken });
      break;
    case 'firebase':
      Object.assign(body, { firebaseChannel: input.channel, firebaseIdToken: input.idToken });
      break;
    case 'line':
      body.lineSessionToken = input.lineSessionToken;
      break;
  }
  return body;
}

export function loginHeaders(device: LoginDevice | null): Record<string, string> {
  return device ? { Device: device } : {};
}
