/**
 * The real Geetest server API, used when test mode is off. Not reachable from the project's
 * machines; its failures answer captcha_unavailable, never a pass.
 * - v3 register: GET {apiUrl}/register.php?gt=&json_format=1 → {challenge}; the challenge
 *   given to the browser is md5(challenge + privateKey). When Geetest is down, v3's
 *   documented fallback is a local challenge with success 0.
 * - v3 validate: POST {apiUrl}/validate.php (seccode, challenge, json_format=1) →
 *   {seccode: md5(seccode)} on success, {seccode: 'false'} otherwise.
 * - v4 validate: POST {apiUrl}/validate?captcha_id= (lot_number, captcha_output, pass_token,
 *   gen_time, sign_token = hmac-sha256-hex(privateKey, lot_number)) → {result: 'success'}.
 */
import crypto from 'node:crypto';

export interface GeetestSettings {
  geetestId: string;
  privateKey: string;
  apiUrl: string;
}

export interface V4Answer {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

export class GeetestUnavailable extends Error {}

const TIMEOUT_MS = 5000;

async function call(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new GeetestUnavailable(`${url}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new GeetestUnavailable(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** A v3 challenge from Geetest, or the fallback (success 0) when Geetest cannot be reached. */
export async function registerV3(settings: GeetestSettings): Promise<{ challenge: string; success: 0 | 1 }> {
  try {
    const answer = await call(`${settings.apiUrl}/register.php?gt=${encodeURIComponent(settings.geetestId)}&json_format=1`);
    if (typeof answer.challenge === 'string' && answer.challenge.length === 32) {
      return {
        challenge: crypto
          .createHash('md5')
          .update(answer.challenge + settings.privateKey)
          .digest('hex'),
        success: 1,
      };
    }
  } catch {
    // Fall through to the fallback challenge.
  }
  return { challenge: crypto.randomBytes(16).toString('hex'), success: 0 };
}

export async function validateV3(settings: GeetestSettings, challenge: string, validate: string, seccode: string): Promise<boolean> {
  const answer = await call(
    `${settings.apiUrl}/validate.php`,
    form({ seccode, challenge, validate, json_format: '1', captchaid: settings.geetestId }),
  );
  return answer.seccode === crypto.createHash('md5').update(seccode).digest('hex');
}

export async function validateV4(settings: GeetestSettings, value: V4Answer): Promise<boolean> {
  const signToken = crypto.createHmac('sha256', settings.privateKey).update(value.lot_number).digest('hex');
  const answer = await call(
    `${settings.apiUrl}/validate?captcha_id=${encodeURIComponent(settings.geetestId)}`,
    form({ ...value, sign_token: signToken }),
  );
  return answer.result === 'success';
}
