/**
 * The operator's second step: an authenticator app's code (TOTP, RFC 6238: HMAC-SHA1, 30 s
 * steps, 6 digits) through the `otpauth` library. One step either side is accepted for clock
 * drift; the caller records the step used so that a code works once (operator-store.ts).
 */
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'm-site ops';
const PERIOD_SECONDS = 30;

function totp(name: string, secret: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: name, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });
}

/** 20 random bytes (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an authenticator app scans (as a QR code) or takes typed in. */
export function otpauthUri(name: string, secret: string): string {
  return totp(name, secret).toString();
}

/** The 30 s step a valid code belongs to, or null. */
export function acceptedStep(name: string, secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(name, secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code (the e2e run and the tests play the operator's authenticator app). */
export function currentCode(secret: string, now: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, timestamp: now });
}
