/**
 * The signed single-use hand-over (issue 35): the only proof, beside the native app's user agent,
 * that a session in a link (`#token=` of the fast-domain jump) was handed over by the merchant's
 * own page. A same-origin Referer used to be taken as that proof, and any page of the site that
 * linked on (the trial game page's Back link) could plant an attacker's session: the victim
 * landed signed in as the attacker on the deposit page.
 *
 * The value is `<expiry>.<nonce>.<signature>`, the signature an HMAC of the merchant, the
 * session's token hash, the address and user agent that asked for it, expiry and nonce under the
 * server's key: good only with the session it was made for, from the phone that made it (an
 * attacker's own hand-over, put in a link beside the attacker's token, is made from the
 * attacker's address and browser, not the victim's), for HAND_OVER_TTL_MS, and once (its nonce
 * is spent in seen_nonces). Nothing is stored when one is made.
 */
import crypto from 'node:crypto';
import { AUTH_TOKEN_MAX_AGE_S } from '@m/shared/contract';
import { keyedHash, sameText } from '../../security/server-secret';
import type { WpsContext } from '../wps-context';

export const HAND_OVER_TTL_MS = AUTH_TOKEN_MAX_AGE_S * 1000;

/** Who holds the session: the merchant, the session's token hash, the caller's address and user agent. */
export interface HandOverHolder {
  merchant: string;
  tokenHash: string;
  ip: string;
  userAgent: string;
}

const sign = (key: Buffer, holder: HandOverHolder, expiry: string, nonce: string) =>
  Buffer.from(
    keyedHash(key, 'hand-over', holder.merchant, holder.tokenHash, holder.ip, holder.userAgent, expiry, nonce).slice(0, 32),
    'hex',
  ).toString('base64url');

export function issueHandOver(ctx: WpsContext, holder: HandOverHolder, now: number): string {
  const expiry = (now + HAND_OVER_TTL_MS).toString(36);
  const nonce = crypto.randomBytes(12).toString('base64url');
  return `${expiry}.${nonce}.${sign(ctx.serverSecret, holder, expiry, nonce)}`;
}

/** True once for a live hand-over made for this session on this phone; false for anything else, and the second time. */
export function spendHandOver(ctx: WpsContext, holder: HandOverHolder, value: string, now: number): boolean {
  const [expiry = '', nonce = '', signature = '', ...rest] = value.split('.');
  if (rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(expiry) || !/^[\w-]{16}$/.test(nonce)) return false;
  if (!sameText(signature, sign(ctx.serverSecret, holder, expiry, nonce))) return false;
  const expiresAt = parseInt(expiry, 36);
  if (expiresAt <= now) return false;
  return ctx.nonces.remember(`hand-over:${nonce}`, expiresAt, now);
}
