/**
 * The member's security settings (issue 26, /m/member/security): the bound mobile and e-mail,
 * the second factors (SMS, e-mail, authenticator app), the last logins and "sign out
 * everywhere". This product's own paths under /wps/member/security (docs/member-centre.md
 * "Security settings").
 *
 * Every change is confirmed by a current factor, the `proof`: the password, or a code of a
 * second factor that is already on (a code sent to the bound mobile or e-mail with
 * `securityCode`, or the authenticator app's code).
 */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import { captchaFields, dialingCode, mobileNum, password, smsCode } from './fields';
import { SECOND_FACTORS, SIGN_IN_METHOD_NAMES } from '../security-proofs';
import { SIX_DIGIT_CODE_PATTERN } from '../verification-codes';

const sixDigits = z.string().trim().regex(SIX_DIGIT_CODE_PATTERN, 'a 6-digit code');
const email = z.string().trim().toLowerCase().email().max(254);

export const securityProof = z.discriminatedUnion('type', [
  z.object({ type: z.literal('password'), password }),
  z.object({ type: z.enum(SECOND_FACTORS), code: smsCode }),
]);
export type SecurityProof = z.infer<typeof securityProof>;

/** What the page shows: contacts masked, which factors are on, which channels can send codes. */
export const securitySettings = z.strictObject({
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  twoFactor: z.strictObject({ sms: z.boolean(), email: z.boolean(), ga: z.boolean() }),
  /** Whether the merchant can send a code on the channel at all (else its factor cannot be turned on). */
  channels: z.strictObject({ sms: z.boolean(), email: z.boolean() }),
  /** False for a mobile account still on its placeholder password: it proves changes by SMS. */
  passwordProof: z.boolean(),
});
export type SecuritySettings = z.infer<typeof securitySettings>;

export const SECURITY_CONTRACT = {
  securitySettings: { answer: securitySettings },
  securityLogins: {
    answer: z.strictObject({
      /** The newest 10, newest first. */
      items: z.array(
        z.strictObject({
          at: z.string(),
          ip: z.string(),
          device: z.string(),
          method: z.enum(SIGN_IN_METHOD_NAMES),
        }),
      ),
    }),
  },
  securityCode: {
    body: z.discriminatedUnion('to', [
      /** The bound mobile or e-mail: a code that proves a change (`proof` type sms / email). */
      z.object({ to: z.enum(['mobile', 'email']) }),
      /** A number or address to bind: the code proves the player holds it. */
      /** With the captcha's answer after the first such code within the hour (sms_captcha_required). */
      z.object({ to: z.literal('newMobile'), countryDialingCode: dialingCode, mobileNum, ...captchaFields }),
      z.object({ to: z.literal('newEmail'), email, ...captchaFields }),
    ]),
    answer: z.strictObject({
      sent: z.boolean(),
      /** Where it went, masked. */
      destination: z.string(),
      expiresInSeconds: z.number().int().positive(),
      resendAfterSeconds: z.number().int().nonnegative(),
    }),
  },
  securityMobile: {
    body: z.object({ countryDialingCode: dialingCode, mobileNum, code: smsCode, proof: securityProof }),
    answer: securitySettings,
  },
  securityEmail: {
    body: z.object({ email, code: smsCode, proof: securityProof }),
    answer: securitySettings,
  },
  /** A fresh authenticator secret, waiting for its first code (securityTwoFactor ga on). */
  securityTotpSetup: {
    answer: z.strictObject({
      /** Base32, for typing into the app by hand. */
      secret: z.string(),
      /** otpauth://totp/... for the QR code. */
      uri: z.string(),
    }),
  },
  securityTwoFactor: {
    body: z
      .object({
        method: z.enum(SECOND_FACTORS),
        enabled: z.boolean(),
        proof: securityProof,
        /** Turning the authenticator on: its first code, for the secret just set up. */
        totpCode: sixDigits.optional(),
      })
      .refine((body) => !(body.method === 'ga' && body.enabled) || body.totpCode !== undefined, {
        path: ['totpCode'],
        message: 'required to turn the authenticator on',
      }),
    answer: securitySettings,
  },
  /** Every session of the member ends, this one too. */
  securitySignOutAll: {
    answer: z.strictObject({ signedOut: z.number().int().nonnegative() }),
  },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
