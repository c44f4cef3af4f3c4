/**
 * Production mode refuses to start without each merchant's own payment-callback secret (issue 35);
 * tests of other production behaviour give the private configuration copy strong ones.
 */
import fs from 'node:fs';
import path from 'node:path';

export const TEST_SECRETS: Record<string, string> = {
  demo: 'a3f1c0d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3',
  lotus: 'f0e1d2c3b4a5968778695a4b3c2d1e0f1a2b3c4d',
};

/** Writes `payment.callbackSecret` of each named merchant in `configDir` (the test's own copy). */
export function setCallbackSecrets(configDir: string, secrets: Record<string, string> = TEST_SECRETS): void {
  for (const [code, secret] of Object.entries(secrets)) {
    const file = path.join(configDir, 'merchants', code, 'integrations.json');
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { payment?: { callbackSecret?: string } };
    if (json.payment) json.payment.callbackSecret = secret;
    fs.writeFileSync(file, JSON.stringify(json, null, 2));
  }
}
