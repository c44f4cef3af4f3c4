/** Field schemas several endpoints share (requests of session, registration, verification). */
import { z } from 'zod';
import { CAPTCHA_RESPONSE_LENGTH } from '../constants';
import { CODE_MAX_LENGTH, CODE_MIN_LENGTH, CODE_PATTERN } from '../verification-codes';

export const dialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'a dialing code of 1 to 4 digits')
  .transform((value) => value.replace('+', ''));
/** Digits only, 5 to 15 of them; a leading 0 of the national format is dropped. */
export const mobileNum = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{5,15}$/, 'a mobile number of 5 to 15 digits'))
  .transform((value) => value.replace(/^0+/, ''));
export const smsCode = z.string().trim().regex(CODE_PATTERN, `a code of ${CODE_MIN_LENGTH} to ${CODE_MAX_LENGTH} digits`);
export const deviceId = z.string().max(64);
export const device = z.string().max(16);
export const password = z.string().min(1, 'required').max(128);
export const username = z.string().trim().min(1).max(64);
export const firebaseIdToken = z.string().min(1).max(8192);
export const lineSessionToken = z.string().min(1).max(256);
/** A cache-busting query parameter (`?_=…`, `?t=…`): accepted and ignored. */
export const cacheBuster = z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(64));

/** The human-verification answer a login, registration or SMS request may carry (Geetest v3 or v4). */
export const captchaFields = {
  // SPEC 9 "captcha response 50 chars": Geetest v3 gives 32 (34 offline), 32 and 39 characters.
  geetestChallenge: z.string().max(CAPTCHA_RESPONSE_LENGTH).optional(),
  geetestValidate: z.string().max(CAPTCHA_RESPONSE_LENGTH).optional(),
  geetestSeccode: z.string().max(CAPTCHA_RESPONSE_LENGTH).optional(),
  geetestValidateV4: z.union([z.string().max(4000), z.record(z.string(), z.unknown())]).optional(),
};

/** A page size in a query string ("20") or a body (20): a whole number from 1 to `max`. */
export const pageLimit = (max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(max));
