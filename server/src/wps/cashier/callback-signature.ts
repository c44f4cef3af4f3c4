/**
 * The payment provider's callback signature (docs/member-centre.md, "Cashier contract"):
 * `X-Signature: sha256=<hex HMAC-SHA256 of the raw body under the merchant's callbackSecret>`.
 * The body carries a unique notificationId and a timestamp: a replayed notification is refused
 * by its id, an old one by its age.
 */
import crypto from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature';
/** A callback older (or newer) than this is refused: a captured one cannot be sent much later. */
export const CALLBACK_MAX_AGE_MS = 10 * 60_000;

export function sign(body: string, secret: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Timing-safe: how much of a forged signature is right never shows in the time taken. */
export function signatureValid(body: string, secret: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
