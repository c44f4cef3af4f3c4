/**
 * Geetest in test mode (EMULATORS=1): the answers a test widget must produce, from the
 * merchant's test key (docs/backend-contract.md, "Captcha test mode").
 * - v3: validate = md5hex(testKey + 'geetest' + challenge), seccode = validate + '|jordan'.
 * - v4: captcha_output = hmac-sha256-hex(testKey, lot_number).
 * The challenge (v3) or lot_number (v4) must also have been issued by this server in the
 * last 60 s and not used before; that part is checked by the caller against the store.
 */
import crypto from 'node:crypto';

export function v3Validate(testKey: string, challenge: string): string {
  return crypto.createHash('md5').update(`${testKey}geetest${challenge}`).digest('hex');
}

export function v3Seccode(validate: string): string {
  return `${validate}|jordan`;
}

export function v4Output(testKey: string, lotNumber: string): string {
  return crypto.createHmac('sha256', testKey).update(lotNumber).digest('hex');
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export function v3Valid(testKey: string, challenge: string, validate: string, seccode: string): boolean {
  const expected = v3Validate(testKey, challenge);
  return same(validate, expected) && same(seccode, v3Seccode(expected));
}

export function v4Valid(testKey: string, lotNumber: string, captchaOutput: string): boolean {
  return same(captchaOutput, v4Output(testKey, lotNumber));
}
