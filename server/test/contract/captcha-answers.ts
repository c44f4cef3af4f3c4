/** Answers the test-mode captcha rules accept, computed the way the test widget does. */
import crypto from 'node:crypto';
import type { TestClient } from './contract-server';

export async function v4Answer(client: TestClient): Promise<{ geetestValidateV4: string }> {
  const issued = await client.call<{ challenge: string; testKey: string }>('geetest', { query: { t: Date.now() } });
  const output = crypto.createHmac('sha256', issued.testKey).update(issued.challenge).digest('hex');
  return { geetestValidateV4: JSON.stringify({ lot_number: issued.challenge, captcha_output: output, pass_token: 'pass', gen_time: String(Math.floor(Date.now() / 1000)) }) };
}

export async function v3Answer(client: TestClient): Promise<{ geetestChallenge: string; geetestValidate: string; geetestSeccode: string }> {
  const issued = await client.call<{ challenge: string; testKey: string }>('geetest', { query: { t: Date.now() } });
  const validate = crypto.createHash('md5').update(`${issued.testKey}geetest${issued.challenge}`).digest('hex');
  return { geetestChallenge: issued.challenge, geetestValidate: validate, geetestSeccode: `${validate}|jordan` };
}
