/**
 * Production mode refuses to start without each merchant's own payment-callback secret (issue 35);
 * tests of other production behaviour give the private configuration copy strong ones.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Made when the tests run, never written down: a secret that stood here was a strong-looking
 * string in the repository that production would have taken (issue 35: nothing found in the
 * repository may sign a deposit).
 */
export const TEST_SECRETS: Record<string, string> = {
  demo: crypto.randomBytes(32).toString('hex'),
  lotus: crypto.randomBytes(32).toString('hex'),
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
