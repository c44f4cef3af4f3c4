/**
 * Captcha challenges that prove themselves (issue 35): `<expiry>.<nonce>.<signature>`, the
 * signature an HMAC of the merchant, expiry and nonce with the server's key. Issuing stores
 * nothing, so a flood of `geetest` calls fills no table and needs no merchant-wide cap (that
 * cap refused every player of the merchant once 102 addresses had used it). Only a challenge
 * whose answer passed is written down (captcha_challenges), to refuse its second use.
 */
import crypto from 'node:crypto';
import { keyedHash, sameText } from '../../security/server-secret';

/**
 * 96 bits of HMAC and 72 of nonce, base64url: with the expiry in base 36 the challenge is 38
 * characters, inside the contract's 50 (CAPTCHA_RESPONSE_LENGTH) for v3 answer fields.
 */
const sign = (key: Buffer, merchant: string, expiry: string, nonce: string) =>
  Buffer.from(keyedHash(key, 'captcha', merchant, expiry, nonce).slice(0, 24), 'hex').toString('base64url');

export function issueSignedChallenge(key: Buffer, merchant: string, now: number, ttlMs: number): string {
  const expiry = (now + ttlMs).toString(36);
  const nonce = crypto.randomBytes(9).toString('base64url');
  return `${expiry}.${nonce}.${sign(key, merchant, expiry, nonce)}`;
}

/** Whether this server signed the challenge for this merchant and it has not expired. */
export function signedChallengeLive(key: Buffer, merchant: string, challenge: string, now: number): boolean {
  const [expiry = '', nonce = '', signature = '', ...rest] = challenge.split('.');
  if (rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(expiry) || !/^[\w-]{12}$/.test(nonce)) return false;
  if (!sameText(signature, sign(key, merchant, expiry, nonce))) return false;
  return parseInt(expiry, 36) > now;
}
