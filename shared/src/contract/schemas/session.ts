/**
 * Sign-in (SPEC 4, 7): the RSA key of the encrypted-payload protocol, the logins (password,
 * SMS, Firebase, LINE, Maya), the two-factor step and logout. Every successful sign-in
 * answers one type, `LoginAnswer`.
 */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import { SIX_DIGIT_CODE_PATTERN } from '../verification-codes';
import {
  cacheBuster,
  captchaFields,
  device,
  deviceId,
  dialingCode,
  firebaseIdToken,
  lineSessionToken,
  mobileNum,
  password,
  smsCode,
  username,
} from './fields';

/** What every successful sign-in answers (also the core of a registration's answer). */
export const loginAnswer = z.strictObject({
  token: z.string().min(1),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The stored password is DEFAULT_MOBILE_PASSWORD: the player must choose one. */
  defaultPassword: z.boolean(),
  id: z.number().int(),
  userName: z.string(),
  /**
   * What to call the member when the account name means nothing to them (a mobile registration's
   * generated m66834233935 is shown as +66 *****3935): SessionInfo.displayName. Absent: userName.
   */
  displayName: z.string().optional(),
  /** SessionInfo.type (SPEC 3): 1 and 2 are agents, 4 skips language sync. */
  customerType: z.number().int(),
  merchantCode: z.string(),
});

/** What every login may carry, whatever its type. */
const loginCommon = {
  merchant: z.string().max(64).optional(),
  loginDeviceId: deviceId.optional(),
  isOfficialAppLogin: z.boolean().optional(),
  device: device.optional(),
  ...captchaFields,
};

/** By name (or mobile number) and password; a social identity given with it is linked once signed in. */
const passwordLogin = z.object({
  // The original client sends no type for a password login.
  type: z.literal('username').default('username'),
  username,
  password,
  firebaseIdToken: firebaseIdToken.optional(),
  lineSessionToken: lineSessionToken.optional(),
  ...loginCommon,
});

/**
 * By SMS: either the code sent to the number, or a Firebase token that proves the number. The
 * answer says which, so the server reads `'firebaseIdToken' in body` instead of guessing.
 */
const smsLogin = z
  .object({
    type: z.literal('sms'),
    countryDialingCode: dialingCode.optional(),
    mobileNum: mobileNum.optional(),
    smsCode: smsCode.optional(),
    firebaseIdToken: firebaseIdToken.optional(),
    /** `phone` with a Firebase token. */
    firebaseChannel: z.string().max(32).optional(),
    ...loginCommon,
  })
  .transform(({ countryDialingCode, mobileNum, smsCode, firebaseIdToken, ...rest }, context) => {
    if (firebaseIdToken !== undefined) return { ...rest, firebaseIdToken };
    if (countryDialingCode !== undefined && mobileNum !== undefined && smsCode !== undefined)
      return { ...rest, countryDialingCode, mobileNum, smsCode };
    for (const [field, value] of Object.entries({ countryDialingCode, mobileNum, smsCode })) {
      if (value === undefined) context.addIssue({ code: 'custom', path: [field], message: 'required for type sms' });
    }
    return z.NEVER;
  });

const firebaseLogin = z.object({
  type: z.literal('firebase'),
  firebaseIdToken,
  firebaseChannel: z.string().max(32).optional(),
  ...loginCommon,
});

const lineLogin = z.object({ type: z.literal('line'), lineSessionToken, ...loginCommon });

/** POST /wps/session/login: one shape per `type`, each with exactly the fields it needs. */
const loginBody = z.discriminatedUnion('type', [passwordLogin, smsLogin, firebaseLogin, lineLogin]);

export const SESSION_CONTRACT = {
  rsaKey: {
    query: z.object({ _: cacheBuster.optional() }),
    answer: z.strictObject({ keyId: z.string().min(1), publicKey: z.string().min(1) }),
  },
  login: { body: loginBody, answer: loginAnswer },
  loginVerification: {
    body: z.object({
      username,
      code: z.string().trim().regex(SIX_DIGIT_CODE_PATTERN, 'a 6-digit code'),
      method: z.enum(['sms', 'email', 'ga']),
    }),
    answer: loginAnswer,
  },
  loginLine: {
    body: z.object({ lineSessionToken, loginDeviceId: deviceId.optional(), device: device.optional() }),
    answer: loginAnswer,
  },
  loginMaya: {
    body: z.object({
      sessionId: z.string().min(1).max(256),
      env: z.string().max(32).optional(),
      registerUrl: z.string().max(2048).optional(),
      affiliateCode: z.string().max(64).optional(),
      domain: z.string().max(253).optional(),
      loginDeviceId: deviceId.optional(),
      device: device.optional(),
    }),
    answer: loginAnswer,
  },
  logout: { answer: z.strictObject({ loggedOut: z.boolean() }) },
  handOverIssue: { answer: z.strictObject({ handOver: z.string(), expiresInSeconds: z.number().int().positive() }) },
  handOverCheck: { body: z.object({ handOver: z.string().min(1).max(128) }), answer: z.strictObject({ trusted: z.boolean() }) },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
