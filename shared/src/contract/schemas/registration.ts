/**
 * Registration (SPEC 3, 4): by username (ModuleId REG3), by mobile number (MOBILENUMREG3), by a
 * social identity after bind_customer_required, and the username suggestion. A registration
 * signs the new member in: its answer is the login answer plus the names SPEC 3 gives it.
 */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import { captchaFields, deviceId, dialingCode, firebaseIdToken, lineSessionToken, mobileNum, password, smsCode, username } from './fields';
import { loginAnswer } from './session';

/** The fields every registration may carry (where it came from, links, tokens to link). */
export const registrationFields = {
  registerMethod: z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']).default('H5'),
  registerUrl: z.string().max(2048).optional(),
  loginDeviceId: deviceId.optional(),
  isOfficialAppLogin: z.boolean().optional(),
  domain: z.string().max(253).optional(),
  referralCode: z.string().max(64).optional(),
  affiliateCode: z.string().max(64).optional(),
  pixelTrack: z.record(z.string(), z.unknown()).nullable().optional(),
  login: z.boolean().optional(),
  firebaseChannel2: z.string().max(32).optional(),
  firebaseIdToken2: firebaseIdToken.optional(),
  lineSessionToken: lineSessionToken.optional(),
  smsTemplate: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
  merchant: z.string().max(64).optional(),
};
const registrationFieldsSchema = z.object(registrationFields);

/**
 * The player's consent, sent by the registration forms (issue 27): the version of the merchant's
 * terms they accepted (status `legal.terms.version`) and that they are of the minimum age.
 * Optional here so that the server answers its own codes (terms_not_accepted, terms_outdated)
 * rather than invalid_request; a merchant without terms needs neither.
 */
export const consentFields = {
  termsVersion: z.string().min(1).max(32).optional(),
  ageConfirmed: z.boolean().optional(),
};
/** The consent fields as a handler receives them. */
export type RegistrationConsent = z.output<z.ZodObject<typeof consentFields>>;
/** The common registration fields as a handler receives them. */
export type RegistrationFields = z.output<typeof registrationFieldsSchema>;

/** Both spellings SPEC 3 names for the registration response, on top of the login answer. */
export const registrationAnswer = loginAnswer.extend({ customerId: z.number().int(), customerName: z.string() });

const confirmMatches = (body: { confirmPassword?: string | undefined; password?: string | undefined }) =>
  body.confirmPassword === undefined || body.confirmPassword === body.password;

export const REGISTRATION_CONTRACT = {
  register: {
    body: z
      .object({
        username,
        password,
        confirmPassword: z.string().max(128).optional(),
        countryDialingCode: dialingCode.optional(),
        mobileNum: mobileNum.optional(),
        email: z.string().email().max(254).optional(),
        ...registrationFields,
        ...consentFields,
        ...captchaFields,
      })
      .refine(confirmMatches, { path: ['confirmPassword'], message: 'does not match password' })
      .refine((body) => (body.countryDialingCode === undefined) === (body.mobileNum === undefined), {
        path: ['mobileNum'],
        message: 'countryDialingCode and mobileNum go together',
      }),
    answer: registrationAnswer,
  },
  registerMobile: {
    body: z
      .object({
        countryDialingCode: dialingCode,
        mobileNum,
        password: password.optional(),
        confirmPassword: z.string().max(128).optional(),
        smsCode: smsCode.optional(),
        username: username.optional(),
        ...registrationFields,
        ...consentFields,
        ...captchaFields,
      })
      .refine(confirmMatches, { path: ['confirmPassword'], message: 'does not match password' }),
    answer: registrationAnswer,
  },
  registerSocial: {
    body: z
      .object({
        firebaseIdToken: firebaseIdToken.optional(),
        firebaseChannel: z.string().max(32).optional(),
        username: username.optional(),
        password: password.optional(),
        ...registrationFields,
      })
      // Exactly one identity: the parsed body carries the one it names, so the server reads
      // `'firebaseIdToken' in body` rather than guessing.
      .transform(({ firebaseIdToken, lineSessionToken, ...rest }, context) => {
        if (firebaseIdToken !== undefined && lineSessionToken === undefined) return { ...rest, firebaseIdToken };
        if (lineSessionToken !== undefined && firebaseIdToken === undefined) return { ...rest, lineSessionToken };
        context.addIssue({ code: 'custom', path: ['firebaseIdToken'], message: 'exactly one of firebaseIdToken and lineSessionToken' });
        return z.NEVER;
      }),
    answer: registrationAnswer,
  },
  registerAutoUsername: {
    body: z
      .object({
        prefix: z
          .string()
          .trim()
          .regex(/^[A-Za-z][A-Za-z0-9]{0,7}$/, 'up to 8 letters and digits, starting with a letter')
          .optional(),
      })
      .optional(),
    answer: z.strictObject({ username: z.string().min(1) }),
  },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
