/**
 * A free username built from a hint (a social display name, an e-mail, a mobile number):
 * letters and digits only, starting with a letter, 4 to 16 characters, with random digits
 * added until it is free in the merchant.
 */
import crypto from 'node:crypto';
import type { WpsContext } from '../wps-context';
import { USERNAME_RULE } from '../auth/password-rules';

/**
 * `suffixed`: never the hint itself, always with digits (the public suggestion, issue 35: a bare
 * prefix answered back said the name was free, a bare-less one that it was taken).
 */
export function generateUsername(ctx: WpsContext, merchant: string, hint: string, options: { suffixed?: boolean } = {}): string {
  let base =
    hint
      .split('@')[0]
      ?.normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase() ?? '';
  if (!/^[a-z]/.test(base)) base = `m${base}`;
  base = base.slice(0, 16);
  if (!options.suffixed && base.length >= 4 && USERNAME_RULE.test(base) && !ctx.members.usernameTaken(merchant, base)) return base;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const suffix = String(crypto.randomInt(1000, 1_000_000));
    const candidate = `${base.slice(0, 16 - suffix.length)}${suffix}`;
    if (USERNAME_RULE.test(candidate) && !ctx.members.usernameTaken(merchant, candidate)) return candidate;
  }
  return `m${crypto.randomBytes(6).toString('hex')}`.slice(0, 16);
}

/** The hint a mobile registration without a chosen name gives generateUsername (register-routes.ts). */
export const mobileHint = (key: string) => `m${key}`;

/**
 * Whether `username` is what generateUsername made of a mobile number's key (the hint itself, or
 * its first 10 or more characters followed by the digits added when it was taken): a machine name
 * that means nothing to the player (issue 37, members/shown-name.ts).
 */
export function isGeneratedFromMobile(username: string, key: string): boolean {
  const base = mobileHint(key)
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .slice(0, 16);
  if (!/^m\d+$/.test(base) || !/^m\d+$/.test(username)) return false;
  if (username === base) return true;
  // Taken: at least its first 10 characters (all of a shorter one), then 4 to 6 digits, 16 at most.
  const kept = base.slice(0, Math.min(base.length, 10));
  return username.startsWith(kept) && username.length >= kept.length + 4 && username.length <= 16;
}
