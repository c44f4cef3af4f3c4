/**
 * The answers a solved test widget produces; the backend accepts exactly these in test mode
 * (the test key is handed out with the challenge only when the server runs with EMULATORS=1):
 * - v3: validate = md5hex(testKey + 'geetest' + challenge), seccode = validate + '|jordan'
 * - v4: captcha_output = hmac-sha256-hex(testKey, lot_number)
 */
import crypto from 'node:crypto';

export function v3Answer(testKey: string, challenge: string): { validate: string; seccode: string } {
  const validate = crypto.createHash('md5').update(`${testKey}geetest${challenge}`).digest('hex');
  return { validate, seccode: `${validate}|jordan` };
}

export function v4Answer(testKey: string, lotNumber: string): string {
  return crypto.createHmac('sha256', testKey).update(lotNumber).digest('hex');
}
