/**
 * Captcha challenges that prove themselves (issue 35): `<expiry><nonce><signature>`, the
 * signature an HMAC of the merchant, expiry and nonce with the server's key. Issuing stores
 * nothing, so a flood of `geetest` calls fills no table and needs no merchant-wide cap (that
 * cap refused every player of the merchant once 102 addresses had used it). Only a challenge
 * whose answer passed is written down (captcha_challenges), to refuse its second use.
 */
import crypto from 'node:crypto';
import { keyedHash, sameText } from '../../security/server-secret';

/**
 * Letters and digits only (the widgets take nothing else): the expiry in base 36 (9 characters),
 * a 48-bit nonce and a 96-bit HMAC in hex, 45 characters, inside the contract's 50
 * (CAPTCHA_RESPONSE_LENGTH) for v3 answer fields.
 */
const EXPIRY_LENGTH = 9;
const NONCE_LENGTH = 12;
const sign = (key: Buffer, merchant: string, expiry: string, nonce: string) =>
  keyedHash(key, 'captcha', merchant, expiry, nonce).slice(0, 24);

export function issueSignedChallenge(key: Buffer, merchant: string, now: number, ttlMs: number): string {
  const expiry = (now + ttlMs).toString(36).padStart(EXPIRY_LENGTH, '0');
  const nonce = crypto.randomBytes(NONCE_LENGTH / 2).toString('hex');
  return `${expiry}${nonce}${sign(key, merchant, expiry, nonce)}`;
}

/** Whether this server signed the challenge for this merchant and it has not expired. */
export function signedChallengeLive(key: Buffer, merchant: string, challenge: string, now: number): boolean {
  if (!/^[0-9a-z]{9}[0-9a-f]{36}$/.test(challenge)) return false;
  const expiry = challenge.slice(0, EXPIRY_LENGTH);
  const nonce = challenge.slice(EXPIRY_LENGTH, EXPIRY_LENGTH + NONCE_LENGTH);
  if (!sameText(challenge.slice(EXPIRY_LENGTH + NONCE_LENGTH), sign(key, merchant, expiry, nonce))) return false;
  return parseInt(expiry, 36) > now;
}
