/**
 * Sign-in (SPEC 4, 7): the RSA key of the encrypted-payload protocol, the logins (password,
 * SMS, Firebase, LINE, Maya), the two-factor step and logout. Every successful sign-in
 * answers one type, `LoginAnswer`.
 */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../../api/endpoints';
import { cacheBuster, captchaFields, device, deviceId, dialingCode, firebaseIdToken, lineSessionToken, mobileNum, password, smsCode, username } from './fields';

/** What every successful sign-in answers (also the core of a registration's answer). */
export const loginAnswer = z.strictObject({
  token: z.string().min(1),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The stored password is DEFAULT_MOBILE_PASSWORD: the player must choose one. */
  defaultPassword: z.boolean(),
  id: z.number().int(),
  userName: z.string(),
  /** SessionInfo.type (SPEC 3): 1 and 2 are agents, 4 skips language sync. */
  customerType: z.number().int(),
  merchantCode: z.string(),
});

const loginBody = z
  .object({
    type: z.enum(['username', 'sms', 'firebase', 'line']).default('username'),
    username: username.optional(),
    password: password.optional(),
    countryDialingCode: dialingCode.optional(),
    mobileNum: mobileNum.optional(),
    smsCode: smsCode.optional(),
    firebaseChannel: z.string().max(32).optional(),
    firebaseIdToken: firebaseIdToken.optional(),
    lineSessionToken: lineSessionToken.optional(),
    merchant: z.string().max(64).optional(),
    loginDeviceId: deviceId.optional(),
    isOfficialAppLogin: z.boolean().optional(),
    device: device.optional(),
    ...captchaFields,
  })
  .superRefine((body, issue) => {
    const need = (field: keyof typeof body) => {
      if (body[field] === undefined) issue.addIssue({ code: 'custom', path: [field], message: `required for type ${body.type}` });
    };
    if (body.type === 'username') {
      need('username');
      need('password');
    } else if (body.type === 'sms' && body.firebaseIdToken === undefined) {
      need('countryDialingCode');
      need('mobileNum');
      need('smsCode');
    } else if (body.type === 'firebase') need('firebaseIdToken');
    else if (body.type === 'line') need('lineSessionToken');
  });

export const SESSION_CONTRACT = {
  rsaKey: {
    query: z.object({ _: cacheBuster.optional() }),
    answer: z.strictObject({ keyId: z.string().min(1), publicKey: z.string().min(1) }),
  },
  login: { body: loginBody, answer: loginAnswer },
  loginVerification: {
    body: z.object({ username, code: z.string().trim().regex(/^\d{6}$/, 'a 6-digit code'), method: z.enum(['sms', 'email', 'ga']) }),
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
} satisfies Partial<Record<EndpointName, EndpointContract>>;
