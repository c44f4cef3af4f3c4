/**
 * Issue 35, the lows: `?domain=__proto__` answered 500; the user-name suggestion returned a free
 * prefix bare (so its answer told which names were taken); the reset decoy digits differed per
 * instance (behind a load balancer, two answers for one name told it had no mobile).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../support/wps-test-app';
import { loadServerSecret } from '../../src/security/server-secret';
import { decoyDigits, maskedDigits } from '../../src/wps/routes/reset-by-username-routes';

type Envelope = { success: boolean; errorCode?: string; value?: Record<string, unknown> };
const json = (response: { json(): unknown }) => response.json() as Envelope;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers invalid_request, not 500, for a domain that is no host name, and the default for an unknown one', async () => {
  for (const domain of ['__proto__', 'a b', '<x>']) {
    const answer = await t.call('downloadSetting', { query: { domain } });
    expect(answer.statusCode).toBe(400);
    expect(json(answer).errorCode).toBe('invalid_request');
  }
  for (const domain of ['constructor', 'hasOwnProperty', 'unknown.example.com']) {
    const answer = await t.call('downloadSetting', { query: { domain } });
    expect(answer.statusCode).toBe(200);
    expect(Array.isArray((json(answer).value as { resources: unknown[] }).resources)).toBe(true);
  }
});

it('never suggests the typed prefix bare, free or taken', async () => {
  for (const prefix of ['fresh35', 'player1']) {
    const { username } = json(await t.call('registerAutoUsername', { body: { prefix }, ip: '10.39.0.1' })).value as { username: string };
    expect(username).not.toBe(prefix);
    expect(username).toMatch(/\d{4,}$/);
  }
});

it('shows the same decoy digits for a name on every instance of one data folder', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
  try {
    const first = loadServerSecret(dir);
    const second = loadServerSecret(dir);
    expect(second.equals(first)).toBe(true);
    expect((fs.statSync(path.join(dir, 'server-signing-key')).mode & 0o777).toString(8)).toBe('600');
    expect(decoyDigits(first, 'demo', 'NoSuchName')).toBe(decoyDigits(second, 'demo', 'nosuchname'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // The route answers with the server key's digits.
  const answer = json(
    await t.call('smsResetByUserName', { body: { userName: 'no-such-name-35', loginDeviceId: 'decoy-1' }, ip: '10.39.1.1' }),
  );
  expect(answer.value?.mobileNum).toBe(maskedDigits(decoyDigits(t.ctx.serverSecret, 'demo', 'no-such-name-35')));
});
