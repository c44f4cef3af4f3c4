/** The password: changed by the signed-in member, or reset with an SMS code (SPEC 4). */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import { dialingCode, firebaseIdToken, mobileNum, password, smsCode, username } from './fields';

const confirmMatches = (body: { confirmPassword?: string | undefined; newPassword: string }) =>
  body.confirmPassword === undefined || body.confirmPassword === body.newPassword;

export const PASSWORD_CONTRACT = {
  changePassword: {
    body: z
      .object({ oldPassword: password, newPassword: password, confirmPassword: z.string().max(128).optional() })
      .refine(confirmMatches, { path: ['confirmPassword'], message: 'does not match newPassword' }),
    answer: z.strictObject({ passwordChanged: z.boolean(), defaultPassword: z.boolean(), passwordExpired: z.boolean() }),
  },
  resetPasswordSms: {
    body: z
      .object({
        countryDialingCode: dialingCode,
        mobileNum,
        /** The merchant's own SMS code (template RESET_PASSWORD) ... */
        smsCode: smsCode.optional(),
        /** ... or, where Firebase sends the codes, its ID token for this very number. */
        firebaseIdToken: firebaseIdToken.optional(),
        newPassword: password,
        confirmPassword: z.string().max(128).optional(),
      })
      .refine(confirmMatches, { path: ['confirmPassword'], message: 'does not match newPassword' })
      .refine((body) => (body.smsCode === undefined) !== (body.firebaseIdToken === undefined), {
        path: ['smsCode'],
        message: 'either smsCode or firebaseIdToken',
      }),
    answer: z.strictObject({ reset: z.boolean(), userName: z.string() }),
  },
  /** The same reset by user name: the code went to the account's bound mobile (smsResetByUserName). */
  resetPasswordByUserName: {
    body: z
      .object({ userName: username, smsCode, newPassword: password, confirmPassword: z.string().max(128).optional() })
      .refine(confirmMatches, { path: ['confirmPassword'], message: 'does not match newPassword' }),
    answer: z.strictObject({ reset: z.boolean(), userName: z.string() }),
  },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
