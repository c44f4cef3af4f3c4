/**
 * The body and headers of POST /wps/session/login (SPEC 3 "Login request"): username, password,
 * type (username, sms, firebase, line), firebaseChannel, firebaseIdToken, lineSessionToken, the
 * captcha fields, merchant, loginDeviceId, isOfficialAppLogin, device; header `Device` IPAD,
 * PWA or WEBCLIP, else absent.
 */
import { type BodyOf, type CaptchaFields } from '@m/shared';
import type { LoginDevice } from '../platform/device/run-mode';

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

export function buildLoginBody(input: LoginInput, context: LoginContext, captcha: CaptchaFields | null): BodyOf<'login'> {
  const common = {
    merchant: context.merchant,
    loginDeviceId: context.loginDeviceId,
    isOfficialAppLogin: context.isOfficialAppLogin,
    ...(context.device ? { device: context.device } : {}),
  };
  switch (input.kind) {
    case 'username':
      return { type: 'username', ...common, username: input.username.trim(), password: input.password, ...input.binding, ...captcha };
    case 'sms':
      return {
        type: 'sms',
        ...common,
        countryDialingCode: input.countryDialingCode,
        mobileNum: input.mobileNum.replace(/\D/g, ''),
        smsCode: input.smsCode.trim(),
      };
    case 'firebase-phone':
      return { type: 'sms', ...common, firebaseChannel: 'phone', firebaseIdToken: input.idToken };
    case 'firebase':
      return { type: 'firebase', ...common, firebaseChannel: input.channel, firebaseIdToken: input.idToken };
    case 'line':
      return { type: 'line', ...common, lineSessionToken: input.lineSessionToken };
  }
}

export function loginHeaders(device: LoginDevice | null): Record<string, string> {
  return device ? { Device: device } : {};
}
