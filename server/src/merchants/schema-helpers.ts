/**
 * Building blocks of the merchant data schemas. Objects are strict, so an operator's typo in
 * a field name is reported instead of silently ignored; `$comment` is allowed everywhere.
 */
import { z } from 'zod';

export function record<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ $comment: z.string().optional(), ...shape });
}

/** Language codes as the spec writes them (EN, CN, PT-BR, UR-LA). */
export const languageCode = z.string().regex(/^[A-Z]{2}(?:-[A-Z]{2})?$/, 'a spec language code such as EN, CN or PT-BR');

/** A text per language; the player's language is used, else EN, else the first one given. */
export const localizedText = z.union([z.string(), z.record(languageCode, z.string())]);

/** An absolute http(s) URL or a path on this server (starting with /). */
export const urlOrPath = z
  .string()
  .refine((value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value), 'an http(s) URL or a path starting with /');

export const isoInstant = z.iso.datetime({ offset: true });

const ipv4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\/(?:3[0-2]|[12]?\d))?$/;
/** An IPv4 address or CIDR block, or an IPv6 address (exact match). */
export const ipRule = z
  .string()
  .refine(
    (value) => ipv4.test(value) || (value.includes(':') && /^[0-9a-fA-F:.]+$/.test(value)),
    'an IPv4 address, IPv4 CIDR block or IPv6 address',
  );

export const windowLimit = record({
  max: z.number().int().positive(),
  windowSeconds: z.number().int().positive(),
});
