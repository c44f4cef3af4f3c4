/**
 * Verification without a session (SPEC 4, 7): the Geetest challenge, SMS codes for login,
 * registration and password reset, and the LINE code exchange.
 */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import { cacheBuster, captchaFields, deviceId, dialingCode, mobileNum, username } from './fields';

export const VERIFICATION_CONTRACT = {
  geetest: {
    query: z.object({ t: cacheBuster.optional() }),
    answer: z.strictObject({
      gt: z.string(),
      challenge: z.string().min(1),
      newCaptcha: z.boolean(),
      success: z.union([z.literal(0), z.literal(1)]),
      version: z.enum(['3', '4']),
      /** Only in test mode: the key the test widget needs to compute a passing answer. */
      testKey: z.string().optional(),
    }),
  },
  smsNoLogin: {
    body: z.object({
      countryDialingCode: dialingCode,
      mobileNum,
      smsTemplate: z.enum(['LOGIN', 'REGISTER', 'RESET_PASSWORD']).default('LOGIN'),
      /** The first code a device asks for needs no captcha; a further one does (issue 24). */
      loginDeviceId: deviceId.optional(),
      ...captchaFields,
    }),
    answer: z.strictObject({
      sent: z.boolean(),
      expiresInSeconds: z.number().int().positive(),
      resendAfterSeconds: z.number().int().nonnegative(),
    }),
  },
  smsResetByUserName: {
    /**
     * A password reset code by user name (issue 26): it goes to the account's bound mobile. The
     * answer is the same for an unknown name or an account without a mobile (no enumeration).
     */
    body: z.object({ userName: username, loginDeviceId: deviceId.optional(), ...captchaFields }),
    answer: z.strictObject({
      sent: z.boolean(),
      /** The number it went to, masked to its last digits ("•••• 3935"). */
      mobileNum: z.string(),
      expiresInSeconds: z.number().int().positive(),
      resendAfterSeconds: z.number().int().nonnegative(),
    }),
  },
  smsMember: {
    body: z.object({
      /** What the code will confirm; it is valid for that purpose only. */
      purpose: z.enum(['BIND_WITHDRAW_ACCOUNT']),
    }),
    answer: z.strictObject({
      sent: z.boolean(),
      /** The member's number it went to, masked. */
      mobileNum: z.string(),
      expiresInSeconds: z.number().int().positive(),
      resendAfterSeconds: z.number().int().nonnegative(),
    }),
  },
  verifyLineCode: {
    body: z.object({
      code: z.string().min(1).max(512),
      redirectUri: z.string().url().max(2048),
      codeVerifier: z.string().min(43).max(128).optional(),
    }),
    answer: z.strictObject({ lineSessionToken: z.string().min(1), name: z.string().nullable(), picture: z.string().nullable() }),
  },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
