/**
 * Time-based one-time passwords (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits), the "ga"
 * (Google Authenticator) method of two-factor login. One step either side is accepted for
 * clock drift.
 */
import crypto from 'node:crypto';
import { SIX_DIGIT_CODE_PATTERN } from '@m/shared/contract';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A new secret for an authenticator app: 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return base32Encode(crypto.randomBytes(20));
}

export function hotp(secret: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac('sha1', secret).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totp(base32Secret: string, nowMs: number, digits = 6): string {
  return hotp(base32Decode(base32Secret), Math.floor(nowMs / 30_000), digits);
}

/** The time step `code` belongs to (now, or one either side), or null when it matches none. */
export function totpStep(base32Secret: string, code: string, nowMs: number): number | null {
  if (!SIX_DIGIT_CODE_PATTERN.test(code)) return null;
  const secret = base32Decode(base32Secret);
  const step = Math.floor(nowMs / 30_000);
  return (
    [step - 1, step, step + 1].find((counter) => crypto.timingSafeEqual(Buffer.from(hotp(secret, counter)), Buffer.from(code))) ?? null
  );
}

export function verifyTotp(base32Secret: string, code: string, nowMs: number): boolean {
  return totpStep(base32Secret, code, nowMs) !== null;
}
