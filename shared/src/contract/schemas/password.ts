/** The password: changed by the signed-in member, or reset with an SMS code (SPEC 4). */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import { dialingCode, mobileNum, password, smsCode } from './fields';

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
        smsCode,
        newPassword: password,
        confirmPassword: z.string().max(128).optional(),
      })
      .refine(confirmMatches, { path: ['confirmPassword'], message: 'does not match newPassword' }),
    answer: z.strictObject({ reset: z.boolean(), userName: z.string() }),
  },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
