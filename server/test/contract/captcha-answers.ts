/** Answers the test-mode captcha rules accept, computed the way the test widget does. */
import crypto from 'node:crypto';
import type { TestClient } from './contract-server';

/** The challenge with the test key (test mode only: a production answer carries none). */
async function testChallenge(client: TestClient): Promise<{ challenge: string; testKey: string }> {
  const issued = await client.call('geetest', { query: { t: Date.now() } });
  if (issued.testKey === undefined) throw new Error('the merchant is not in captcha test mode');
  return { challenge: issued.challenge, testKey: issued.testKey };
}

export async function v4Answer(client: TestClient): Promise<{ geetestValidateV4: string }> {
  const issued = await testChallenge(client);
  const output = crypto.createHmac('sha256', issued.testKey).update(issued.challenge).digest('hex');
  return {
    geetestValidateV4: JSON.stringify({
      lot_number: issued.challenge,
      captcha_output: output,
      pass_token: 'pass',
      gen_time: String(Math.floor(Date.now() / 1000)),
    }),
  };
}

export async function v3Answer(client: TestClient): Promise<{ geetestChallenge: string; geetestValidate: string; geetestSeccode: string }> {
  const issued = await testChallenge(client);
  const validate = crypto.createHash('md5').update(`${issued.testKey}geetest${issued.challenge}`).digest('hex');
  return { geetestChallenge: issued.challenge, geetestValidate: validate, geetestSeccode: `${validate}|jordan` };
}
