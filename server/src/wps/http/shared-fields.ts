/** Field schemas several endpoints share. */
import { z } from 'zod';

export const dialingCode = z.string().trim().regex(/^\+?\d{1,4}$/, 'a dialing code of 1 to 4 digits').transform((value) => value.replace('+', ''));
/** Digits only, 5 to 15 of them; a leading 0 of the national format is dropped. */
export const mobileNum = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{5,15}$/, 'a mobile number of 5 to 15 digits'))
  .transform((value) => value.replace(/^0+/, ''));
export const smsCode = z.string().trim().regex(/^\d{4,8}$/, 'a code of 4 to 8 digits');
export const deviceId = z.string().max(64);
export const device = z.string().max(16);
export const password = z.string().min(1, 'required').max(128);
